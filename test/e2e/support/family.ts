import { HttpClient } from '../../../server/cli/httpClient';
import { FAMILY_PASSWORD } from './pages';
import type { Invite, RunningProduct } from './product';

/**
 * A family member who has signed up and claimed the patient, through the API (the UI way is the choice journey), then
 * logged the API client out again: the browser logs in on its own.
 */
export async function signedUpFamily(product: RunningProduct): Promise<Invite> {
  const invite = await product.newInvite();
  const client = new HttpClient(product.baseUrl);
  const api = (path: string) => `/internal/app${path}`;
  await client.request('POST', api('/choice/v1/users'), {
    user: { relationship: 'fc_family', firstName: 'Ana', lastName: 'Tester', email: invite.email, cellPhone: '6145550123', password: FAMILY_PASSWORD },
    inviteCode: invite.inviteCode,
  });
  await client.request('POST', api('/auth/v1/login'), { email: invite.email, password: FAMILY_PASSWORD });
  await client.request('POST', api('/choice/v1/claim'), {
    patient: invite.patient,
    acknowledgement: { at: Math.floor(Date.now() / 1000), text: 'I acknowledge.', by: 'fc_family' },
  });
  await client.request('POST', api('/auth/v1/logout'));
  return invite;
}
