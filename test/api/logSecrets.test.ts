import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramNames } from '../../server/routeSecrets';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * No secret that travels in a path (invite codes of both kinds, reset codes) reaches the request log: every registered
 * route is called with a recognisable value in each parameter, spelled plainly, percent-encoded and with a slash
 * added, and the log must hold none of the values its route declares secret.
 */
let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'carechoice-log-secrets-'));

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>CareChoice</title></head><body></body></html>');
  server = await startTestServer({ DIST_DIR: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

let counter = 0;
const recognisable = () => `Sekr3tZq${(counter += 1)}x`;
const percentEncoded = (value: string) => [...value].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join('');

describe('secrets in paths', () => {
  it('declares every secret-bearing route: both invite look-ups, and the invite, reset and staff-join pages', () => {
    const secretRoutes = server.app.registeredRoutes.filter((route) => route.secretParams.length > 0).map((route) => `${route.method} ${route.url}`);
    expect(secretRoutes).toEqual(
      expect.arrayContaining([
        'GET /internal/app/choice/v1/invites/:code',
        'GET /internal/app/staff/v1/invites/:code',
        'GET /go/c/:inviteCode',
        'GET /forgot-password-reset/:code',
        'GET /hospital/join/:code',
      ]),
    );
  });

  it('logs none of them, for any route, however the path is spelled', async () => {
    const secrets: string[] = [];
    const loggedBefore = server.logs.length;
    let secretCalls = 0;
    for (const route of server.app.registeredRoutes) {
      const names = paramNames(route.url);
      if (!route.secretParams.length) continue;
      secretCalls += 1;
      for (const spell of [(value: string) => value, percentEncoded, (value: string) => `${value}/`]) {
        const url = route.url.replace(/:(\w+)/g, (_whole, name: string) => {
          const value = recognisable();
          if (route.secretParams.includes(name)) secrets.push(value);
          return spell(value);
        });
        expect(names.length).toBeGreaterThan(0);
        await server.app.inject({ method: route.method as 'GET', url: `${url}?utm=${recognisable()}`, remoteAddress: '127.9.9.9' });
      }
    }
    expect(secretCalls).toBeGreaterThanOrEqual(5);
    const logged = server.logs.slice(loggedBefore);
    const requestLines = logged.filter((line) => line.msg === 'incoming request');
    expect(requestLines.length).toBe(secretCalls * 3);
    const text = JSON.stringify(logged);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('Sekr3tZq');
    // What the log does say: the route, with the secret's name in its place.
    const urls = requestLines.map((line) => (line.req as { url: string }).url);
    expect(urls).toContain('/internal/app/staff/v1/invites/:code?…');
    expect(urls).toContain('/hospital/join/:code?…');
    expect(urls).toContain('/hospital/…?…');
    expect(urls).toContain('/internal/…?…');
  });

  it('keeps the values of plain parameters, so a log reader can follow a request', async () => {
    const loggedBefore = server.logs.length;
    await server.app.inject({ method: 'GET', url: '/internal/app/choice/v1/option-lists/12' });
    const line = server.logs.slice(loggedBefore).find((entry) => entry.msg === 'incoming request');
    expect(line?.req).toEqual({ method: 'GET', url: '/internal/app/choice/v1/option-lists/12' });
  });
});
