import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import * as kioskRequests from '../../src/api/kioskRequests';
import * as requests from '../../src/api/requests';
import { spanish } from '../../src/i18n/es';
import { KIOSK_STORAGE_KEY, saveKiosk, type KeptKiosk } from '../../src/machines/kiosk/kioskStorage';
import { KIOSK_WARNING_MS } from '../../src/machines/kiosk/kioskIdleMachine';
import { renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

/**
 * The family side of a kiosk: its header row (whose kiosk, text size, 'Start over'), the idle
 * question on a simulated clock, and everything the family left cleared for the next one.
 */
vi.mock('../../src/api/requests');
vi.mock('../../src/api/kioskRequests');
const api = vi.mocked(requests);
const kioskApi = vi.mocked(kioskRequests);

const KIOSK: KeptKiosk = { token: 'k'.repeat(43), config: { hospitalName: 'Riverside General', idleMinutes: 2, familyLanguage: 'en' } };
const IDLE_MS = 2 * 60_000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockEmptyDashboard(api);
  api.logout.mockResolvedValue({ success: true });
  kioskApi.fetchKioskConfig.mockResolvedValue(KIOSK.config);
});
afterEach(() => {
  localStorage.clear();
  document.documentElement.style.fontSize = '';
});

const kioskRow = () => screen.getByRole('group', { name: 'Kiosk controls' });

describe('a device that is not a kiosk', () => {
  it('shows no kiosk controls, and the login form may be remembered as usual', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome, please login' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kiosk controls' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Staff: turn off kiosk' })).toBeNull();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(kioskApi.fetchKioskConfig).not.toHaveBeenCalled();
  });
});

describe('a kiosk', () => {
  beforeEach(() => saveKiosk(KIOSK));

  it("says whose kiosk it is, offers 'Start over' and the text size in the header, and remembers no password", async () => {
    renderApp('/login');
    expect(await screen.findByText('Riverside General kiosk')).toBeInTheDocument();
    const row = kioskRow();
    expect(row.closest('header')).not.toBeNull();
    expect(within(row).getByRole('button', { name: 'Start over' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Smaller text' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Larger text' })).toBeEnabled();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('link', { name: 'Staff: turn off kiosk' })).toHaveAttribute('href', '/hospital');
    expect(kioskApi.fetchKioskConfig).toHaveBeenCalledWith(KIOSK.token, expect.anything());
  });

  it('raises the text three steps, each larger, and the next family starts at the normal size', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const larger = await screen.findByRole('button', { name: 'Larger text' });
    const sizes: string[] = [];
    for (let step = 0; step < 3; step++) {
      await user.click(larger);
      sizes.push(document.documentElement.style.fontSize);
    }
    expect(sizes).toEqual(['115%', '130%', '150%']);
    expect(larger).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Smaller text' }));
    expect(document.documentElement.style.fontSize).toBe('130%');
    await user.click(within(kioskRow()).getByRole('button', { name: 'Start over' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Start over?' })).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(document.documentElement.style.fontSize).toBe(''));
  });

  it("'Start over' asks first, then clears what was typed for the next family; 'Keep going' keeps it", async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ana.rivera@example.com');
    await user.click(within(kioskRow()).getByRole('button', { name: 'Start over' }));
    const question = await screen.findByRole('dialog', { name: 'Start over?' });
    expect(question).toHaveTextContent('This clears the screen for the next person and logs you out. Choices you confirmed are kept.');
    await user.click(within(question).getByRole('button', { name: 'Keep going' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('ana.rivera@example.com');

    await user.click(within(kioskRow()).getByRole('button', { name: 'Start over' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Start over?' })).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveValue(''));
    expect(app.location()).toBe('/login');
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('logs a signed-in family out after the idle time and 30 s unanswered, clearing what they left, and stays a kiosk', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    localStorage.setItem('carechoice:location', JSON.stringify({ kind: 'zip', zip: '43215' }));
    const app = renderApp('/', { signedIn: true, clock });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Services' })).toBeInTheDocument();
    // The kiosk's own chunk has loaded (its header row shows) before the idle time starts counting.
    await screen.findByText('Riverside General kiosk');
    await user.click(screen.getByRole('heading', { level: 1 }));

    act(() => clock.increment(IDLE_MS - 1));
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull();
    act(() => clock.increment(1));
    const question = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(question).toHaveTextContent('For your privacy, this screen will be cleared and you will be logged out in 30 seconds.');
    expect(within(question).getByRole('button', { name: 'Continue' })).toHaveFocus();

    act(() => clock.increment(KIOSK_WARNING_MS));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Welcome, please login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull();
    expect(Object.keys(localStorage)).toEqual([KIOSK_STORAGE_KEY]);
    expect(screen.getByText('Riverside General kiosk')).toBeInTheDocument();
  });

  it("keeps the family signed in when they answer 'Continue', and logs them out at once with 'Log out'", async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true, clock });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Services' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    act(() => clock.increment(IDLE_MS));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you still there?' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull());
    act(() => clock.increment(KIOSK_WARNING_MS));
    expect(app.location()).toBe('/');

    act(() => clock.increment(IDLE_MS));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you still there?' })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.logout).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of an empty screen nobody touched', async () => {
    const clock = new SimulatedClock();
    renderApp('/login', { clock });
    expect(await screen.findByText('Riverside General kiosk')).toBeInTheDocument();
    act(() => clock.increment(IDLE_MS + KIOSK_WARNING_MS));
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull();
  });
});

/** Each next family on a kiosk starts in the hospital's family language, whatever the last one chose. */
describe("a kiosk's family language", () => {
  const es = spanish.app;
  const startOver = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(within(kioskRow()).getByRole('button', { name: 'Start over' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Start over?' })).getByRole('button', { name: 'Start over' }));
  };

  it("starts in Spanish at a hospital whose families read Spanish, and so does the next family after one chose English", async () => {
    const user = userEvent.setup();
    const spanishKiosk: KeptKiosk = { ...KIOSK, config: { ...KIOSK.config, familyLanguage: 'es' } };
    saveKiosk(spanishKiosk);
    kioskApi.fetchKioskConfig.mockResolvedValue(spanishKiosk.config);
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 2, name: es.login.heading })).toBeInTheDocument();
    expect(localStorage.getItem('carechoice-language')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, please login' })).toBeInTheDocument();
    expect(localStorage.getItem('carechoice-language')).toBe('"en"');

    await startOver(user);
    expect(await screen.findByRole('heading', { level: 2, name: es.login.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    // The device forgets the last family's language.
    expect(localStorage.getItem('carechoice-language')).toBeNull();
  });

  it('starts in English at a hospital whose families read English, and so does the next family after one chose Spanish', async () => {
    const user = userEvent.setup();
    saveKiosk(KIOSK);
    renderApp('/login');
    await screen.findByText('Riverside General kiosk');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, please login' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 2, name: es.login.heading })).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: spanish.kiosk.bar.label })).getByRole('button', { name: spanish.kiosk.bar.startOver }));
    const question = await screen.findByRole('dialog', { name: spanish.kiosk.startOver.title });
    await user.click(within(question).getByRole('button', { name: spanish.kiosk.startOver.confirm }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, please login' })).toBeInTheDocument();
    expect(localStorage.getItem('carechoice-language')).toBeNull();
  });

  it('follows the family language the server answers over a kiosk kept before it had one (read as English)', async () => {
    localStorage.setItem(KIOSK_STORAGE_KEY, JSON.stringify({ token: KIOSK.token, config: { hospitalName: 'Riverside General', idleMinutes: 2 } }));
    kioskApi.fetchKioskConfig.mockResolvedValue({ ...KIOSK.config, familyLanguage: 'es' });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 2, name: es.login.heading })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KIOSK_STORAGE_KEY)!)).toMatchObject({ config: { familyLanguage: 'es' } });
  });

  it('keeps the language a family chose when the page loads again in the middle of their visit', async () => {
    saveKiosk({ ...KIOSK, config: { ...KIOSK.config, familyLanguage: 'es' } });
    localStorage.setItem('carechoice-language', '"en"');
    renderApp('/login');
    await screen.findByText('Riverside General kiosk');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, please login' })).toBeInTheDocument();
    expect(localStorage.getItem('carechoice-language')).toBe('"en"');
  });
});
