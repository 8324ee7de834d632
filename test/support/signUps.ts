import { randomBytes } from 'node:crypto';
import { FAMILY } from './family';
import type { TestClient, TestServer } from './testServer';

/**
 * Sign-ups as a flood or a guesser sends them (the sign-up limits): from a given client address, with a made-up or a
 * real invite code, each with an e-mail address of its own (`prefix1@test.example`, …).
 */
export function signUpsTo(server: () => TestServer, prefix: string) {
  let n = 0;
  const uniqueEmail = () => `${prefix}${++n}@test.example`;
  return {
    uniqueEmail,
    madeUpCode: () => randomBytes(12).toString('base64url'),
    signUp: (client: TestClient, inviteCode: string, email = uniqueEmail()) =>
      client.post('/internal/app/choice/v1/users', { user: { ...FAMILY, email, confirmPassword: FAMILY.password }, inviteCode }),
    /** A client of the server that comes from `address`. */
    from: (address: string) => {
      const client = server().client();
      client.remoteAddress = address;
      return client;
    },
  };
}
