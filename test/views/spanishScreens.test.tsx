import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import * as kioskRequests from '../../src/api/kioskRequests';
import * as requests from '../../src/api/requests';
import type { User } from '../../src/contract/user';
import { en } from '../../src/i18n/en';
import { helpWords } from '../../src/i18n/en.help';
import { choiceEn } from '../../src/i18n/en.choice';
import { kioskWords } from '../../src/i18n/en.kiosk';
import { securityWords } from '../../src/i18n/en.security';
import { spanish } from '../../src/i18n/es';
import * as consoleHandOff from '../../src/machines/kiosk/consoleHandOff';
import { KIOSK_IDLE_MS, KIOSK_WARNING_MS } from '../../src/machines/kiosk/kioskIdleMachine';
import { saveKiosk, type KeptKiosk } from '../../src/machines/kiosk/kioskStorage';
import { openExplanation, openGeneric } from '../../src/views/shell/openModals';
import { inEnglish } from '../../src/views/shell/QuotedText';
import { affiliatedExplanation, preferredExplanation, preferredWord } from '../../src/views/hospitalWords';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

/**
 * The family's other screens in Spanish: forgot password, password reset, the account page, a help drawer
 * (whose title follows a switch while it is open), a kiosk's header row and idle question, and a guided session's
 * family side. Each shows the Spanish catalogue's words, and none of the matching English catalogue's.
 */
vi.mock('../../src/api/requests');
vi.mock('../../src/api/kioskRequests');
vi.mock('../../src/machines/kiosk/consoleHandOff');
const api = vi.mocked(requests);
const kioskApi = vi.mocked(kioskRequests);
const handOff = vi.mocked(consoleHandOff);
const es = spanish.app;
const kioskEs = spanish.kiosk;

/** Every string of a catalogue, read as this file loads: before any translation is active, so the English ones. */
function wordsOf(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return [catalogue];
  if (Array.isArray(catalogue)) return catalogue.flatMap(wordsOf);
  if (catalogue && typeof catalogue === 'object') return Object.values(catalogue).flatMap(wordsOf);
  return [];
}
const ENGLISH = {
  app: wordsOf(en),
  security: wordsOf(securityWords.english),
  kiosk: wordsOf(kioskWords.english),
  help: wordsOf(helpWords.english),
};
const SPANISH = new Set(wordsOf(spanish));

/** What a reader meets on the page: its text, the names and hints in attributes, and the tab's title. */
function shownWords(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes, document.title].join('\n');
}

/** No entry of these English catalogues is on the page (but those Spanish writes the same: 'CareChoice'). */
function expectNoEnglish(...catalogues: Array<keyof typeof ENGLISH>) {
  const shown = shownWords();
  const english = catalogues.flatMap((catalogue) => ENGLISH[catalogue]).filter((words) => !SPANISH.has(words));
  expect(english.filter((words) => shown.includes(words))).toEqual([]);
}

const showSpanishOnDevice = () => localStorage.setItem('carechoice-language', '"es"');

beforeEach(() => {
  mockEmptyDashboard(api);
  api.fetchMe.mockResolvedValue(FAMILY_USER);
  api.logout.mockResolvedValue({ success: true });
});

describe('forgot password in Spanish', () => {
  const text = es.forgotPassword;
  const submit = () => screen.getByRole('button', { name: text.submit });

  it('asks for the e-mail, validates, and answers in Spanish', async () => {
    const user = userEvent.setup();
    showSpanishOnDevice();
    api.requestPasswordReset.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'Failed to fetch')).mockResolvedValueOnce({ success: true });
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 2, name: text.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: es.titles.forgotPassword })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${es.titles.forgotPassword}${es.titleSuffix}`));
    expect(screen.getByText(text.intro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToLogin })).toHaveAttribute('href', '/login');
    expectNoEnglish('app');

    await user.click(submit());
    expect(screen.getByText(es.validation.emailRequired)).toBeInTheDocument();
    const email = screen.getByLabelText(new RegExp(`^${text.email}`));
    await user.type(email, 'ana.rivera@');
    await user.click(submit());
    expect(screen.getByText(es.validation.emailInvalid)).toBeInTheDocument();
    expectNoEnglish('app');

    await user.type(email, 'example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.error);
    expectNoEnglish('app');
    await user.click(submit());
    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expectNoEnglish('app');
  });
});

describe('password reset in Spanish', () => {
  const text = es.passwordReset;
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
  const submit = () => screen.getByRole('button', { name: text.submit });
  const fillIn = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(field(text.email), 'ana.rivera@example.com');
    await user.type(field(text.newPassword), 'brand-new-secret');
    await user.type(field(text.confirmNewPassword), 'brand-new-secret');
  };
  const openReset = async () => {
    showSpanishOnDevice();
    renderApp('/forgot-password-reset/r3set-c0de');
    expect(await screen.findByRole('heading', { level: 2, name: text.heading })).toBeInTheDocument();
  };

  it('names its fields, validates them and says when the link no longer works, in Spanish', async () => {
    const user = userEvent.setup();
    api.resetPassword.mockRejectedValue(new ApiFailure(400, 'InvalidCode', 'The reset code is invalid or expired.'));
    await openReset();
    expect(screen.getByRole('heading', { level: 1, name: es.titles.forgotPasswordReset })).toBeInTheDocument();
    expect(screen.getByText(text.intro)).toBeInTheDocument();
    expect(screen.getByText(text.newPasswordHint)).toBeInTheDocument();
    expectNoEnglish('app', 'security');

    await user.click(submit());
    expect(screen.getByText(es.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(es.validation.required(text.newPassword))).toBeInTheDocument();
    expect(screen.getByText(es.validation.required(text.confirmNewPassword))).toBeInTheDocument();
    await user.type(field(text.newPassword), 'abc');
    await user.type(field(text.confirmNewPassword), 'abcdefg');
    await user.click(submit());
    expect(screen.getByText(es.validation.minSix(text.newPassword))).toBeInTheDocument();
    await user.type(field(text.newPassword), 'xyz');
    await user.click(submit());
    expect(screen.getByText(es.validation.mustMatchNewPassword)).toBeInTheDocument();
    expectNoEnglish('app', 'security');

    await user.clear(field(text.newPassword));
    await user.clear(field(text.confirmNewPassword));
    await fillIn(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.error);
    expect(within(alert).getByRole('link', { name: text.newLink })).toHaveAttribute('href', '/forgot-password');
    expectNoEnglish('app', 'security');
  });

  it('says a too common password is one, and that the reset worked, in Spanish', async () => {
    const user = userEvent.setup();
    api.resetPassword
      .mockRejectedValueOnce(new ApiFailure(400, 'PasswordTooCommon', 'This password is one of the most common ones.'))
      .mockResolvedValueOnce({ success: true });
    await openReset();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(spanish.security.passwordTooCommon)).toBeInTheDocument();
    expectNoEnglish('app', 'security');

    await user.click(submit());
    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.login })).toHaveAttribute('href', '/login');
    expectNoEnglish('app', 'security');
  });

  it('says how long to wait after too many tries in Spanish, from the wait the server gives', async () => {
    const user = userEvent.setup();
    api.resetPassword.mockRejectedValue(new ApiFailure(429, 'TooManyAttempts', 'Too many reset attempts. Please try again in 15 minutes.', {}, 900));
    await openReset();
    await fillIn(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hubo demasiados intentos. Vuelva a intentarlo en 15 minutos.');
    expect(within(alert).queryByRole('link')).toBeNull();
    expectNoEnglish('app', 'security');
    expect(alert).not.toHaveTextContent('Please try again');
  });

  it('words every wait the server may give, rounded as the server rounds it, and a general one without Retry-After', () => {
    const said = (waitSeconds: number | null) => text.tooManyTries('Too many password reset attempts. Please try again later.', waitSeconds);
    expect(said(1)).toBe('Hubo demasiados intentos. Vuelva a intentarlo en 1 segundo.');
    expect(said(30)).toBe('Hubo demasiados intentos. Vuelva a intentarlo en 30 segundos.');
    expect(said(60)).toBe('Hubo demasiados intentos. Vuelva a intentarlo en 1 minuto.');
    expect(said(61)).toBe('Hubo demasiados intentos. Vuelva a intentarlo en 2 minutos.');
    expect(said(7200)).toBe('Hubo demasiados intentos. Vuelva a intentarlo en 2 horas.');
    expect(said(null)).toBe('Hubo demasiados intentos. Espere unos minutos e inténtelo de nuevo.');
    expect(en.passwordReset.tooManyTries('Too many attempts. Please try again in 15 minutes.', 900)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});

describe('the account page in Spanish', () => {
  const text = es.account;
  const STORED: User = { ...FAMILY_USER, createdAt: new Date(2025, 10, 22, 10, 30).getTime() / 1000 };
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
  const contactForm = () => screen.getByRole('button', { name: text.saveContact }).closest('form')!;
  const passwordForm = () => screen.getByRole('button', { name: text.savePassword }).closest('form')!;

  beforeEach(() => {
    api.fetchMe.mockResolvedValue(STORED);
    showSpanishOnDevice();
  });

  it('shows both forms, the member-since date and their messages in Spanish', async () => {
    const user = userEvent.setup();
    api.updateMe.mockResolvedValue(STORED);
    renderApp('/account', { signedIn: true, user: STORED });
    expect(await screen.findByRole('heading', { level: 2, name: text.contactHeading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: es.titles.account })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${es.titles.account}${es.titleSuffix}`));
    expect(screen.getByRole('heading', { level: 2, name: text.passwordHeading })).toBeInTheDocument();
    expect(screen.getByText(text.memberSince('22/11/2025', '10:30 a. m.'))).toBeInTheDocument();
    expect(field(text.name)).toHaveValue('Ana Rivera');
    expect(field(text.email)).toHaveValue('ana.rivera@example.com');
    expect(field(text.cellPhone)).toHaveValue('(614) 555-0123');
    expect(screen.getByText(text.newPasswordHint)).toBeInTheDocument();
    expectNoEnglish('app', 'security');

    await user.clear(field(text.name));
    await user.clear(field(text.cellPhone));
    await user.tab();
    expect(within(contactForm()).getByText(es.validation.required(text.name))).toBeInTheDocument();
    expect(within(contactForm()).getByText(es.validation.required(text.cellPhone))).toBeInTheDocument();
    await user.type(field(text.cellPhone), '614555');
    await user.tab();
    expect(within(contactForm()).getByText(es.validation.cellPhoneDigits)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.savePassword }));
    const passwords = within(passwordForm());
    expect(passwords.getByText(es.validation.required(text.currentPassword))).toBeInTheDocument();
    expect(passwords.getByText(es.validation.required(text.newPassword))).toBeInTheDocument();
    expect(passwords.getByText(es.validation.required(text.confirmNewPassword))).toBeInTheDocument();
    expectNoEnglish('app', 'security');

    await user.type(field(text.name), 'Ana Rivera');
    await user.type(field(text.cellPhone), '0123');
    await user.click(screen.getByRole('button', { name: text.saveContact }));
    expect(await screen.findByText(es.toasts.contactUpdated.message)).toBeInTheDocument();
    expect(screen.getByText(es.toasts.contactUpdated.title)).toBeInTheDocument();
    expectNoEnglish('app', 'security');
  });

  it('says what the server refused about a password change in Spanish', async () => {
    const user = userEvent.setup();
    api.changePassword
      .mockRejectedValueOnce(new ApiFailure(400, 'PasswordDoesNotMatch', 'The current password does not match.'))
      .mockRejectedValueOnce(new ApiFailure(400, 'PasswordTooCommon', 'This password is one of the most common ones.'))
      .mockRejectedValueOnce(new ApiFailure(500, 'Error', 'Internal error'))
      .mockResolvedValueOnce({ success: true });
    renderApp('/account', { signedIn: true, user: STORED });
    await user.type(await screen.findByLabelText(new RegExp(`^${text.currentPassword}`)), 'wrong-secret');
    await user.type(field(text.newPassword), 'football');
    await user.type(field(text.confirmNewPassword), 'football');
    const update = () => user.click(screen.getByRole('button', { name: text.savePassword }));

    await update();
    expect(await screen.findByText(text.currentPasswordIncorrect)).toBeInTheDocument();
    await update();
    expect(await screen.findByText(spanish.security.passwordTooCommon)).toBeInTheDocument();
    await update();
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent(text.genericError);
    expectNoEnglish('app', 'security');
    await update();
    expect(await screen.findByText(es.toasts.passwordUpdated.message)).toBeInTheDocument();
    expect(field(text.currentPassword)).toHaveValue('');
    expectNoEnglish('app', 'security');
  });
});

describe('modals across a language switch', () => {
  it('shows a help drawer opened in Spanish in Spanish, and in English once English is chosen while it is open', async () => {
    const user = userEvent.setup();
    showSpanishOnDevice();
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: es.titles.dashboardPatientChoice })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: es.shell.needHelp }));

    const spanishDrawer = await screen.findByRole('dialog', { name: es.help.HELP_PATIENT_SERVICES.title });
    expect(await within(spanishDrawer).findByText(spanish.help.HELP_PATIENT_SERVICES[0]!)).toBeInTheDocument();
    expect(within(spanishDrawer).getByRole('button', { name: es.help.close })).toBeInTheDocument();
    expectNoEnglish('help');

    await user.click(screen.getByRole('button', { name: 'English' }));
    const englishDrawer = await screen.findByRole('dialog', { name: 'Patient Services' });
    expect(englishDrawer).toBe(spanishDrawer);
    expect(within(englishDrawer).getByText(helpWords.english.HELP_PATIENT_SERVICES[0]!)).toBeInTheDocument();
    expect(within(englishDrawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(englishDrawer).queryByText(spanish.help.HELP_PATIENT_SERVICES[0]!)).toBeNull();

    // And back, for a drawer opened in English.
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('dialog', { name: es.help.HELP_PATIENT_SERVICES.title })).toBe(spanishDrawer);
    expect(within(spanishDrawer).getByRole('button', { name: es.help.close })).toBeInTheDocument();
  });

  it('shows the language-assistance notice opened in English under a Spanish title once Spanish is chosen', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Language assistance' }));
    const notice = await screen.findByRole('dialog', { name: 'Language assistance' });
    expect(await within(notice).findByText(en.languageAssistance.intro)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('dialog', { name: es.languageAssistance.title })).toBe(notice);
    expect(within(notice).getByText(es.languageAssistance.intro)).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: es.help.close })).toBeInTheDocument();
  });
});

describe('an explanation from the catalogue across a language switch', () => {
  it('words its title and text again; the hospital’s own wording stays as written', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Español' });
    act(() => openGeneric(() => choiceEn.provider.ratingsInfo, () => choiceEn.provider.ratingsExplanation));
    const modal = await screen.findByRole('dialog', { name: 'About these ratings' });

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('dialog', { name: spanish.choice.provider.ratingsInfo })).toBe(modal);
    expect(within(modal).getByText(spanish.choice.provider.ratingsExplanation)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: es.help.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The hospital's own words stay as it wrote them, marked English for a screen reader, and said to be English only.
    act(() => openExplanation('PREFERRED_EXPLANATION', 'Riverside Recommended', inEnglish('Chosen by Riverside for its outcomes.')));
    const explanation = await screen.findByRole('dialog', { name: 'Riverside Recommended' });
    expect(within(explanation).getByText('Chosen by Riverside for its outcomes.')).toHaveAttribute('lang', 'en-US');
    expect(within(explanation).getByText('Disponible solo en inglés')).toBeInTheDocument();
  });
});

describe('the hospital’s own words in Spanish', () => {
  const HOSPITAL = {
    name: 'Riverside General',
    preferredByPhrase: 'Riverside Recommended',
    preferredLanguage: 'Chosen by Riverside for its outcomes.',
    affiliatedLanguage: null,
    spanish: { preferredByPhrase: 'Recomendado por Riverside', preferredLanguage: 'Elegidos por Riverside por sus resultados.', affiliatedLanguage: null },
  };

  it('are the version its admins wrote for the language on screen, in an open modal across a switch', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Español' });
    act(() => openExplanation('PREFERRED_EXPLANATION', (shown) => preferredWord(HOSPITAL, shown).text, (shown) => preferredExplanation(HOSPITAL, shown)));
    const modal = await screen.findByRole('dialog', { name: 'Riverside Recommended' });
    expect(within(modal).getByText('Chosen by Riverside for its outcomes.')).toHaveAttribute('lang', 'en-US');

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('dialog', { name: 'Recomendado por Riverside' })).toBe(modal);
    expect(within(modal).getByText('Elegidos por Riverside por sus resultados.')).toHaveAttribute('lang', 'es-US');
    expect(within(modal).queryByText('Disponible solo en inglés')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: es.help.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Without its Spanish, the affiliated explanation is CareChoice's own, in Spanish.
    act(() => openExplanation('AFFILIATED_EXPLANATION', () => choiceEn.list.affiliated, (shown) => affiliatedExplanation(HOSPITAL, shown)));
    const affiliated = await screen.findByRole('dialog', { name: 'Afiliado' });
    expect(within(affiliated).getByText('Los proveedores afiliados forman parte del mismo sistema de salud que Riverside General.')).toBeInTheDocument();
  });

  it('are CareChoice’s word for a hospital that kept the standard one, else its English word marked as English', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    await screen.findByRole('button', { name: 'English' });
    const standard = { ...HOSPITAL, preferredByPhrase: 'Preferred', preferredLanguage: null, spanish: undefined };
    expect(preferredWord(standard, 'es')).toEqual({ text: 'Preferido', language: 'es' });
    expect(preferredExplanation(standard, 'es')).toBe('Riverside General recomienda los proveedores marcados como “Preferido”.');
    expect(preferredWord({ ...standard, preferredByPhrase: 'Riverside Recommended' }, 'es')).toEqual({ text: 'Riverside Recommended', language: 'en' });
    // The hospital's English explanation, with no Spanish one: quoted in English.
    expect(preferredExplanation({ ...standard, preferredLanguage: 'Chosen by Riverside.' }, 'es')).toEqual({ text: 'Chosen by Riverside.', language: 'en' });
  });
});

describe('a kiosk in Spanish', () => {
  const KIOSK: KeptKiosk = { token: 'k'.repeat(43), config: { hospitalName: 'Riverside General', idleMinutes: 2, familyLanguage: 'es' } };

  beforeEach(() => {
    saveKiosk(KIOSK);
    kioskApi.fetchKioskConfig.mockResolvedValue(KIOSK.config);
  });

  it('shows its header row and asks "Are you still there?" in Spanish', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    renderApp('/', { signedIn: true, clock });
    expect(await screen.findByRole('heading', { level: 1, name: es.titles.dashboardPatientChoice })).toBeInTheDocument();
    expect(await screen.findByText(kioskEs.bar.hospital('Riverside General'))).toBeInTheDocument();
    const row = screen.getByRole('group', { name: kioskEs.bar.label });
    expect(row.closest('header')).not.toBeNull();
    const sizes = within(row).getByRole('group', { name: kioskEs.bar.textSize });
    expect(within(sizes).getByRole('button', { name: kioskEs.bar.smaller })).toBeDisabled();
    expect(within(sizes).getByRole('button', { name: kioskEs.bar.larger })).toBeEnabled();
    expect(within(row).getByRole('button', { name: kioskEs.bar.startOver })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: es.shell.turnOffKiosk })).toHaveAttribute('href', '/hospital');
    expectNoEnglish('kiosk');

    await user.click(within(row).getByRole('button', { name: kioskEs.bar.startOver }));
    const startOver = await screen.findByRole('dialog', { name: kioskEs.startOver.title });
    expect(startOver).toHaveTextContent(kioskEs.startOver.body);
    expect(within(startOver).getByRole('button', { name: kioskEs.startOver.close })).toBeInTheDocument();
    expectNoEnglish('kiosk');
    await user.click(within(startOver).getByRole('button', { name: kioskEs.startOver.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: kioskEs.startOver.title })).toBeNull());

    await user.click(screen.getByRole('heading', { level: 1 }));
    act(() => clock.increment(2 * 60_000));
    const question = await screen.findByRole('dialog', { name: kioskEs.stillThere.title });
    expect(question).toHaveTextContent(kioskEs.stillThere.countdown(30));
    expect(within(question).getByRole('button', { name: kioskEs.stillThere.continue })).toHaveFocus();
    expect(within(question).getByRole('button', { name: kioskEs.stillThere.logOut })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: kioskEs.stillThere.close })).toBeInTheDocument();
    expect(question).not.toHaveTextContent('For your privacy');
    expectNoEnglish('kiosk');
  });
});

describe("a guided session's family side in Spanish", () => {
  const GUIDE = { ...FAMILY_USER, id: 9, name: 'Dana Reyes', email: 'dana.reyes@riverside.example', guided: true as const };
  const text = kioskEs.guided;

  beforeEach(showSpanishOnDevice);

  it("names the staff member, and asks for a staff password to return to the console, in Spanish", async () => {
    const user = userEvent.setup();
    kioskApi.endGuidedSession.mockRejectedValue(new ApiFailure(400, 'InvalidCredentials', 'no'));
    renderApp('/', { signedIn: true, user: GUIDE });
    expect(await screen.findByText(text.title('Dana Reyes'))).toBeInTheDocument();
    const row = screen.getByRole('group', { name: kioskEs.bar.label });
    expect(within(row).getByRole('button', { name: kioskEs.bar.larger })).toBeEnabled();
    expectNoEnglish('kiosk');

    await user.click(within(row).getByRole('button', { name: text.returnToConsole }));
    const dialog = await screen.findByRole('dialog', { name: text.returnTitle });
    expect(dialog).toHaveTextContent(text.returnIntro);
    expect(within(dialog).getByRole('button', { name: text.close })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(new RegExp(text.email)), 'dana.reyes@riverside.example');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${text.password}`)), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.refused.InvalidCredentials!);
    expectNoEnglish('kiosk');
    expect(handOff.handToConsole).not.toHaveBeenCalled();
  });

  it('says in Spanish that the session ended after nobody answered', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true, user: GUIDE, clock });
    expect(await screen.findByRole('heading', { level: 1, name: es.titles.dashboardPatientChoice })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: kioskEs.bar.larger }));
    act(() => clock.increment(KIOSK_IDLE_MS));
    expect(await screen.findByRole('dialog', { name: kioskEs.stillThere.title })).toBeInTheDocument();
    act(() => clock.increment(KIOSK_WARNING_MS));

    await waitFor(() => expect(app.location()).toBe('/guided-session-ended'));
    expect(await screen.findByRole('heading', { level: 2, name: text.ended.heading })).toBeInTheDocument();
    expect(screen.getByText(text.ended.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.ended.staff })).toHaveAttribute('href', '/hospital');
    await waitFor(() => expect(document.title).toBe(`${es.titles.guidedEnded}${es.titleSuffix}`));
    expectNoEnglish('app', 'kiosk');
  });
});
