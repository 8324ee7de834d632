import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import * as requests from '../../src/api/requests';
import { spanish } from '../../src/i18n/es';
import { TAGLINES } from '../../src/i18n/taglines';
import { INVITE_DELAY_MS } from '../../src/machines/signup/signupMachine';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

/**
 * The switch in the header ('Español' / 'English') draws the page again in the other language, keeping
 * what was typed; `<html lang>` and the title follow; the device remembers it, a signed-in user keeps it; an invite
 * opens in the planner's language and a login in the user's.
 */
vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
const es = spanish.app;

beforeEach(() => {
  mockEmptyDashboard(api);
  api.logout.mockResolvedValue({ success: true });
  api.saveLanguage.mockResolvedValue({ ...FAMILY_USER, language: 'es' });
});

describe('the language switch', () => {
  it('shows the login page in Spanish and back, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ana.rivera@example.com');
    expect(document.documentElement.lang).toBe('en-US');

    const switchToSpanish = screen.getByRole('button', { name: 'Español' });
    expect(switchToSpanish).toHaveAttribute('lang', 'es-US');
    await user.click(switchToSpanish);

    expect(await screen.findByRole('heading', { level: 2, name: es.login.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: es.titles.login })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${es.titles.login}${es.titleSuffix}`));
    expect(document.documentElement.lang).toBe('es-US');
    expect(screen.getByLabelText(new RegExp(es.login.email))).toHaveValue('ana.rivera@example.com');
    expect(localStorage.getItem('carechoice-language')).toBe('"es"');
    // Signed out, nothing is saved for a user.
    expect(api.saveLanguage).not.toHaveBeenCalled();

    // The validation messages are Spanish too.
    await user.click(screen.getByRole('button', { name: es.login.submit }));
    expect(screen.getByText(es.validation.passwordRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, please login' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login to CareChoice | CareChoice'));
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ana.rivera@example.com');
  });

  it('opens in the language the device showed last', async () => {
    localStorage.setItem('carechoice-language', '"es"');
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 2, name: es.login.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('saves the choice for a signed-in user', async () => {
    const user = userEvent.setup();
    renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Patient Services' });
    // The dashboard's header has room for the switch beside the menu's button at every width.
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: es.titles.dashboardPatientChoice })).toBeInTheDocument();
    expect(api.saveLanguage).toHaveBeenCalledWith({ language: 'es' }, expect.anything());
  });

  it('opens a login in the language the user saved', async () => {
    const user = userEvent.setup();
    api.login.mockResolvedValue({ expiresAt: Math.floor(Date.now() / 1000) + 1800 });
    api.fetchMe.mockResolvedValue({ ...FAMILY_USER, language: 'es' });
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ana.rivera@example.com');
    await user.type(screen.getByLabelText(/Password/), 'family-secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: es.titles.dashboardPatientChoice })).toBeInTheDocument();
    expect(api.saveLanguage).not.toHaveBeenCalled();
  });

  it('keeps the device language when a session is restored at start-up, not the one the user saved', async () => {
    // The last choice made on this device (English) is newer than the one saved with the account.
    localStorage.setItem('carechoice-language', '"en"');
    renderApp('/', { signedIn: true, user: { ...FAMILY_USER, language: 'es' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(api.saveLanguage).not.toHaveBeenCalled();
  });

  it('saves the language on screen for a user who had none', async () => {
    const user = userEvent.setup();
    api.login.mockResolvedValue({ expiresAt: Math.floor(Date.now() / 1000) + 1800 });
    api.fetchMe.mockResolvedValue(FAMILY_USER);
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    await user.type(await screen.findByLabelText(new RegExp(es.login.email)), 'ana.rivera@example.com');
    await user.type(screen.getByLabelText(new RegExp(es.login.password)), 'family-secret');
    await user.click(screen.getByRole('button', { name: es.login.submit }));
    await waitFor(() => expect(api.saveLanguage).toHaveBeenCalledWith({ language: 'es' }, expect.anything()));
    expect(await screen.findByRole('heading', { level: 1, name: es.titles.dashboardPatientChoice })).toBeInTheDocument();
  });

  it('opens an invite written in Spanish in Spanish', async () => {
    const clock = new SimulatedClock();
    api.fetchInvite.mockResolvedValue({ email: 'new.family@example.com', cellPhone: '6145550188', customAcknowledgementText: null, language: 'es' });
    renderApp('/go/c/code-es', { clock });
    await waitFor(() => expect(api.fetchInvite).toHaveBeenCalled());
    await act(async () => {});
    act(() => clock.increment(INVITE_DELAY_MS));
    expect(await screen.findByRole('heading', { name: spanish.signup.start.heading })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-US');
  });

  /** An invite in Spanish opened on the Welcome screen, with its Terms of Use open. */
  async function spanishWelcome(customAcknowledgementText: string | null, customAcknowledgementTextEs: string | null = null) {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    api.fetchInvite.mockResolvedValue({ email: 'new.family@example.com', cellPhone: '6145550188', customAcknowledgementText, customAcknowledgementTextEs, language: 'es' });
    renderApp('/go/c/code-es', { clock });
    await waitFor(() => expect(api.fetchInvite).toHaveBeenCalled());
    await act(async () => {});
    act(() => clock.increment(INVITE_DELAY_MS));
    await screen.findByRole('heading', { name: spanish.signup.start.heading });
    await user.click(screen.getByRole('button', { name: spanish.signup.start.termsOfUse }));
    const terms = await screen.findByRole('dialog', { name: spanish.signup.start.acknowledgementTitle });
    return { user, terms };
  }

  /** From Welcome with the confirmation unticked: the patient, the confirmation, the account; the claim is sent. */
  async function signUpAndClaim(user: ReturnType<typeof userEvent.setup>) {
    api.createUser.mockResolvedValue({ ...FAMILY_USER, language: 'es' });
    api.login.mockResolvedValue({ expiresAt: Math.floor(Date.now() / 1000) + 1800 } as never);
    api.fetchMe.mockResolvedValue({ ...FAMILY_USER, language: 'es' });
    api.claimPatient.mockResolvedValue({ id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true });
    await user.type(screen.getByLabelText(new RegExp(spanish.signup.start.initial)), 'M');
    await user.type(screen.getByLabelText(new RegExp(spanish.signup.start.lastName)), 'Rivera');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: spanish.signup.start.next }));
    await screen.findByRole('heading', { name: spanish.signup.account.heading });
    await user.click(screen.getByRole('radio', { name: spanish.signup.account.relationships.fc_family }));
    await user.type(screen.getByLabelText(new RegExp(`^${spanish.signup.account.firstName}`)), 'Ana');
    await user.type(screen.getByLabelText(new RegExp(`^${spanish.signup.account.lastName}`)), 'Rivera');
    await user.type(screen.getByLabelText(new RegExp(`^${spanish.signup.account.password}`)), 'family-secret-7');
    await user.type(screen.getByLabelText(new RegExp(`^${spanish.signup.account.confirmPassword}`)), 'family-secret-7');
    await user.click(screen.getByRole('button', { name: spanish.signup.account.submit }));
    await waitFor(() => expect(api.claimPatient).toHaveBeenCalled());
  }

  it('shows the Terms of Use in Spanish at the claim, and claims with them as read, in Spanish', async () => {
    const { user, terms } = await spanishWelcome(null);
    expect(within(terms).getByText(spanish.signup.start.acknowledgement)).toBeInTheDocument();
    expect(within(terms).queryByText(/By creating an account/)).toBeNull();
    expect(within(terms).queryByText(es.shell.onlyIn.en)).toBeNull();
    await user.click(within(terms).getByRole('button', { name: es.help.close }));

    // Accepted on Welcome; then sent with the claim, after the account is made.
    await signUpAndClaim(user);
    expect(api.claimPatient.mock.calls[0]![0].acknowledgement).toMatchObject({ text: spanish.signup.start.acknowledgement, language: 'es' });
  });

  it("quotes a hospital's own acknowledgement as written, marked English, with a note that it is in English only", async () => {
    const { terms } = await spanishWelcome('I agree to the Riverside choice policy.');
    const quoted = within(terms).getByText('I agree to the Riverside choice policy.');
    expect(quoted).toHaveAttribute('lang', 'en-US');
    expect(within(terms).getByText(es.shell.onlyIn.en)).toBeInTheDocument();
  });

  it("shows the Spanish version of an invite's own acknowledgement, and claims with it as read", async () => {
    const { user, terms } = await spanishWelcome('I agree to the Riverside choice policy.', 'Acepto la política de elección de Riverside.');
    expect(within(terms).getByText('Acepto la política de elección de Riverside.')).toHaveAttribute('lang', 'es-US');
    expect(within(terms).queryByText('I agree to the Riverside choice policy.')).toBeNull();
    expect(within(terms).queryByText(es.shell.onlyIn.en)).toBeNull();
    await user.click(within(terms).getByRole('button', { name: es.help.close }));
    await signUpAndClaim(user);
    expect(api.claimPatient.mock.calls[0]![0].acknowledgement).toMatchObject({ text: 'Acepto la política de elección de Riverside.', language: 'es' });
  });

  it('says above a legal page, in Spanish, that it is in English only and where to get help', async () => {
    localStorage.setItem('carechoice-language', '"es"');
    renderApp('/terms-of-service');
    expect(await screen.findByText(es.legal.englishOnlyTitle)).toBeInTheDocument();
    expect(screen.getByText(es.legal.englishOnly)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: es.titles.termsOfService })).toBeInTheDocument();
  });

  it("offers free language assistance from the footer, with each tagline in its own language", async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Language assistance' }));
    const notice = await screen.findByRole('dialog', { name: 'Language assistance' });
    const spanishTagline = await within(notice).findByText(TAGLINES[0]!.text);
    expect(spanishTagline).toHaveAttribute('lang', 'es');
    expect(within(notice).getByText(TAGLINES.find((tagline) => tagline.language === 'Arabic')!.text)).toHaveAttribute('dir', 'rtl');
    expect(within(notice).getAllByRole('listitem')).toHaveLength(15);
  });

  it('names a form field in the language on screen when the form was drawn in English, and writes dates day first', async () => {
    const user = userEvent.setup();
    api.fetchMe.mockResolvedValue({ ...FAMILY_USER, createdAt: new Date(2025, 10, 22, 15, 5).getTime() / 1000 });
    renderApp('/account', { signedIn: true });
    const name = await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await user.clear(await screen.findByLabelText(new RegExp(`^${es.account.name}`)));
    await user.click(screen.getByRole('button', { name: es.account.saveContact }));
    expect(await screen.findByText(es.validation.required(es.account.name))).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(screen.getByText(es.account.memberSince('22/11/2025', '3:05 p. m.'))).toBeInTheDocument();
  });
});
