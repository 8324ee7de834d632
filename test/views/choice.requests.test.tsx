import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PROVIDER_EMBEDS, type OptionList, type Provider, type Service } from '../../src/contract/choice';
import { skilledNursingProvider } from '../fixtures/providers';
import { renderApp } from '../render';
import { TEST_HOSPITAL } from '../support/apiMocks';

/**
 * The choice flow's loads through the real request functions and API client, over a stand-in `fetch` that answers
 * by address and counts the calls: which calls the flow makes, with which address, and when it makes none.
 */
const PROVIDERS = [
  skilledNursingProvider(1, 'Maple Grove Care Center', 3),
  skilledNursingProvider(2, 'Willow Creek Manor', 5),
  skilledNursingProvider(3, 'Cedar Ridge Nursing', 2),
  skilledNursingProvider(4, 'Oak Hill Health Center', 4),
];
const options = PROVIDERS.map((provider) => ({ optionListId: 4, providerId: provider.id, rank: null, shortlisted: false }));
const SERVICE: Service = { id: 2, levelOfCare: 'skilled_nursing', complete: false, optionLists: [4], latestOptionList: { id: 4, options } };
const LIST: OptionList = { id: 4, serviceId: 2, complete: false, completedAt: null, options, service: SERVICE };
const PATIENT = { id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const down = () => json(503, { code: 'Unavailable', message: 'Try again later.' });

type Answer = (url: URL) => Response;
/** The server's answers by method and path under /internal/app; a test replaces the ones it is about. */
let answers: Record<string, Answer>;
/** Every call made, as 'GET /choice/v1/…?query'. */
let calls: string[];
const callsTo = (path: string) => calls.filter((call) => call.split('?')[0] === `GET ${path}`);

const stubFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/internal\/app/, '');
  calls.push(`${request.method} ${path}${url.search}`);
  const answer = answers[`${request.method} ${path}`];
  return answer ? answer(url) : json(404, { code: 'NotFound', message: 'Not found.' });
});

beforeEach(() => {
  calls = [];
  answers = {
    'GET /choice/v1/patient': () => json(200, PATIENT),
    'GET /choice/v1/services': () => json(200, [SERVICE]),
    'GET /choice/v1/option-lists': () => json(200, [LIST]),
    'GET /choice/v1/hospital': () => json(200, TEST_HOSPITAL),
    'GET /choice/v1/option-lists/4': () => json(200, LIST),
    'GET /choice/v1/providers': (url) => {
      const ids = url.searchParams.get('id__in')!.split(',').map(Number);
      return json(200, PROVIDERS.filter((provider) => ids.includes(provider.id)));
    },
  };
  vi.stubGlobal('fetch', stubFetch);
});
afterEach(() => vi.unstubAllGlobals());

const answerProvider = (provider: Provider) => json(200, provider);

describe('the provider route (SPEC §4: it fetches the provider if missing)', () => {
  it("fetches a provider of the list whose details the list's providers call did not bring", async () => {
    // SPEC §7: a failed providers call is ignored; the list then has its options but not their details.
    answers['GET /choice/v1/providers'] = down;
    answers['GET /choice/v1/providers/4'] = () => answerProvider(PROVIDERS[3]!);
    renderApp('/choice/option-list/4/provider/4', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Oak Hill Health Center' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('This provider is not part of this list.')).not.toBeInTheDocument();
    expect(callsTo('/choice/v1/providers/4')).toEqual([`GET /choice/v1/providers/4?embed=${ALL_PROVIDER_EMBEDS}`]);
    expect(callsTo('/choice/v1/providers')).toHaveLength(1);
  });

  it('says so when that provider cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    answers['GET /choice/v1/providers'] = down;
    answers['GET /choice/v1/providers/4'] = down;
    const app = renderApp('/choice/option-list/4/provider/4', { signedIn: true });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('We could not load this provider.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(app.location()).toBe('/choice/option-list/4/provider/4');

    answers['GET /choice/v1/providers/4'] = () => answerProvider(PROVIDERS[3]!);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Oak Hill Health Center' })).toBeInTheDocument();
    expect(callsTo('/choice/v1/providers/4')).toHaveLength(2);
  });

  it('asks nothing more for a provider the providers call brought', async () => {
    renderApp('/choice/option-list/4/provider/2', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Willow Creek Manor' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(callsTo('/choice/v1/providers')).toEqual([`GET /choice/v1/providers?embed=${ALL_PROVIDER_EMBEDS}&id__in=1,2,3,4`]);
    expect(callsTo('/choice/v1/providers/2')).toEqual([]);
  });

  it('sends a provider the list does not offer to the list, without asking the server for it', async () => {
    const app = renderApp('/choice/option-list/4/provider/99', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'), { timeout: 5_000 });
    expect(await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' })).toBeInTheDocument();
    expect(callsTo('/choice/v1/providers/99')).toEqual([]);
  });
});

describe('the option list route (SPEC §4: it fetches the list, then its providers, only if missing)', () => {
  /** Dashboard → the list → back to Patient Services, `times` times over. */
  async function openListAndGoBack(times: number) {
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true });
    for (let visit = 0; visit < times; visit++) {
      await user.click(await screen.findByRole('link', { name: 'View Options' }, { timeout: 5_000 }));
      await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
      expect(await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' }, { timeout: 5_000 })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Patient Services' }));
      await waitFor(() => expect(app.location()).toBe('/'));
    }
    return { user, app };
  }

  it('fetches a list and its providers once per login, however often the family opens it from the dashboard', async () => {
    await openListAndGoBack(3);
    expect(callsTo('/choice/v1/option-lists/4')).toHaveLength(1);
    expect(callsTo('/choice/v1/providers')).toHaveLength(1);
    // The dashboard's own data, too, once (SPEC §4 Dashboard).
    expect(callsTo('/choice/v1/option-lists')).toHaveLength(1);
    expect(callsTo('/choice/v1/hospital')).toHaveLength(1);
  });

  it('asks again only for the providers a list still lacks when it is opened again (its providers call had failed)', async () => {
    const providersCall = answers['GET /choice/v1/providers']!;
    answers['GET /choice/v1/providers'] = down;
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'View Options' }, { timeout: 5_000 }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    await waitFor(() => expect(callsTo('/choice/v1/providers')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Patient Services' }));
    await waitFor(() => expect(app.location()).toBe('/'));

    answers['GET /choice/v1/providers'] = providersCall;
    await user.click(await screen.findByRole('link', { name: 'View Options' }));
    expect(await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(callsTo('/choice/v1/providers')).toHaveLength(2);
    expect(callsTo('/choice/v1/providers').at(-1)).toBe(`GET /choice/v1/providers?embed=${ALL_PROVIDER_EMBEDS}&id__in=1,2,3,4`);
    expect(callsTo('/choice/v1/option-lists/4')).toHaveLength(1);
  });
});
