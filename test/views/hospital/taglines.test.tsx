import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { HospitalSettings } from '../../../src/contract/catalogue';
import type { Tagline } from '../../../src/contract/tagline';
import { TAGLINES } from '../../../src/i18n/taglines';
import { PLANNER, renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/**
 * Section 1557: the hospital's language-assistance notice in the console. Admins put their state's
 * languages first, add and remove languages (never fewer than 15), save the list, or go back to the national one.
 */
const ADMIN = { ...PLANNER, id: 3, name: 'Ada Admin', group: { type: 'hospitalAdmin' as const } };
const NATIONAL: Tagline[] = TAGLINES.map((tagline) => ({ ...tagline }));
const SETTINGS: HospitalSettings = { id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'en', taglines: NATIONAL, timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false };
const SOMALI: Tagline = { language: 'Somali', lang: 'so', text: 'FIIRO GAAR AH: Haddii aad ku hadasho af Soomaali, adeegyada caawimada luqadda, oo bilaash ah, ayaa diyaar kuu ah.' };
const NATIONAL_NOTE = 'This is the national list: HHS’s taglines in the 15 languages most spoken in the United States.';
const FLOOR = 'Section 1557 asks for at least 15 languages: add another before removing one.';

beforeEach(() => {
  staffApi.searchCatalogue.mockResolvedValue({ providers: [], total: 0, page: 1, pageSize: 25 });
  staffApi.fetchHospitalSettings.mockResolvedValue(SETTINGS);
});
afterEach(() => vi.restoreAllMocks());

const section = () => screen.findByRole('region', { name: 'Language assistance notice' });
const table = () => screen.getByRole('table', { name: 'Taglines, in the order families see them' });
/** The rows' languages, in order. */
const order = () => within(table()).getAllByRole('rowheader').map((header) => header.firstChild!.textContent!.trim());
const languagesOf = (taglines: Tagline[]) => taglines.map((tagline) => tagline.language);

async function addLanguage(user: ReturnType<typeof userEvent.setup>, { language, lang, text }: { language: string; lang: string; text: string }) {
  const form = within(await section()).getByRole('form', { name: 'Add a language' });
  const name = within(form).getByLabelText(/^Language name/);
  await user.clear(name);
  if (language) await user.type(name, language);
  const code = within(form).getByLabelText(/^Language code/);
  await user.clear(code);
  if (lang) await user.type(code, lang);
  const sentence = within(form).getByLabelText(/^Tagline/);
  await user.clear(sentence);
  if (text) {
    // Pasted, as a tagline is (typing 120 characters one by one takes seconds here).
    await user.click(sentence);
    await user.paste(text);
  }
  await user.click(within(form).getByRole('button', { name: 'Add Language' }));
  return form;
}

describe('the language assistance notice (console)', () => {
  it('shows an admin the taglines in order, each in its own language and direction, and says where they come from', async () => {
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const notice = await section();
    expect(within(notice).getByText('Families see these taglines under Language assistance. Put your state’s most spoken languages first (OCR’s list of the top 15 languages in your state).')).toBeInTheDocument();
    expect(within(notice).getByText(NATIONAL_NOTE)).toBeInTheDocument();
    expect(order()).toEqual(languagesOf(NATIONAL));
    const arabic = NATIONAL.find((tagline) => tagline.language === 'Arabic')!;
    expect(within(table()).getByText(arabic.text)).toHaveAttribute('lang', 'ar');
    expect(within(table()).getByText(arabic.text)).toHaveAttribute('dir', 'rtl');
    expect(within(table()).getByText(NATIONAL[0]!.text)).toHaveAttribute('dir', 'ltr');
    // The ends cannot move further.
    expect(within(notice).getByRole('button', { name: 'Move Spanish up' })).toBeDisabled();
    expect(within(notice).getByRole('button', { name: 'Move Persian down' })).toBeDisabled();
  });

  it('moves a language up and down, keeping the focus on it', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const notice = await section();
    await user.click(within(notice).getByRole('button', { name: 'Move Korean up' }));
    expect(order().slice(0, 4)).toEqual(['Spanish', 'Chinese', 'Korean', 'Vietnamese']);
    expect(within(notice).getByRole('button', { name: 'Move Korean up' })).toHaveFocus();
    await user.click(within(notice).getByRole('button', { name: 'Move Korean up' }));
    await user.click(within(notice).getByRole('button', { name: 'Move Korean up' }));
    expect(order().slice(0, 3)).toEqual(['Korean', 'Spanish', 'Chinese']);
    // At the top, its way up is off: the focus goes to its way down.
    expect(within(notice).getByRole('button', { name: 'Move Korean up' })).toBeDisabled();
    expect(within(notice).getByRole('button', { name: 'Move Korean down' })).toHaveFocus();
    await user.click(within(notice).getByRole('button', { name: 'Move Korean down' }));
    expect(order().slice(0, 3)).toEqual(['Spanish', 'Korean', 'Chinese']);
    // No longer the national list.
    expect(within(notice).queryByText(NATIONAL_NOTE)).not.toBeInTheDocument();
  });

  it('adds a language at the end, refusing a code that is not one or is taken, and removes down to 15 only, saying why', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const notice = await section();
    // 15 languages: none can be removed, and the reason is said.
    expect(within(notice).getByText(FLOOR)).toBeInTheDocument();
    for (const button of within(notice).getAllByRole('button', { name: /^Remove / })) expect(button).toBeDisabled();

    let form = await addLanguage(user, { language: '', lang: '', text: '' });
    expect(within(form).getByText('Enter the language’s name (up to 40 characters).')).toBeInTheDocument();
    expect(within(form).getByText('Enter the language’s code.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the tagline (up to 300 characters).')).toBeInTheDocument();
    form = await addLanguage(user, { ...SOMALI, lang: 'xx-!!' });
    expect(within(form).getByText('‘xx-!!’ is not a language code.')).toBeInTheDocument();
    form = await addLanguage(user, { ...SOMALI, lang: 'KO' });
    expect(within(form).getByText('Korean already has this code.')).toBeInTheDocument();
    expect(order()).toHaveLength(15);

    form = await addLanguage(user, { ...SOMALI, lang: 'SO' });
    expect(order()).toEqual([...languagesOf(NATIONAL), 'Somali']);
    expect(within(table()).getByText(SOMALI.text)).toHaveAttribute('lang', 'so');
    expect(within(notice).getByText('Somali added at the end of the list. Save to show it to families.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Language name/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Language name/)).toHaveFocus();
    expect(within(notice).queryByText(FLOOR)).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Remove Korean' }));
    expect(order()).not.toContain('Korean');
    expect(order()).toHaveLength(15);
    // Back at the floor: every Remove is off again, and the focus is on the reason.
    expect(within(notice).getByRole('button', { name: 'Remove Tagalog' })).toBeDisabled();
    expect(within(notice).getByText(FLOOR)).toHaveFocus();
    expect(staffApi.updateHospitalSettings).not.toHaveBeenCalled();
  });

  it('saves the list in its order, and shows the list as the server kept it', async () => {
    const user = userEvent.setup();
    const expected = [SOMALI, ...NATIONAL];
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const notice = await section();
    await addLanguage(user, SOMALI);
    for (let moves = 0; moves < 15; moves++) await user.click(within(notice).getByRole('button', { name: 'Move Somali up' }));
    expect(order()).toEqual(languagesOf(expected));
    // The server writes Tagalog's code canonically.
    const kept = expected.map((tagline) => (tagline.lang === 'tl' ? { ...tagline, lang: 'fil' } : tagline));
    staffApi.updateHospitalSettings.mockResolvedValue({ ...SETTINGS, taglines: kept });
    await user.click(within(notice).getByRole('button', { name: 'Save Taglines' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenCalledWith({ taglines: expected }, expect.anything());
    expect(await within(notice).findByText('Saved.')).toBeInTheDocument();
    expect(within(table()).getByRole('rowheader', { name: 'Tagalog fil' })).toBeInTheDocument();
    expect(order()).toEqual(languagesOf(expected));
  });

  it('goes back to the national list', async () => {
    const user = userEvent.setup();
    const own = [SOMALI, ...NATIONAL.slice().reverse()];
    staffApi.fetchHospitalSettings.mockResolvedValue({ ...SETTINGS, taglines: own });
    staffApi.updateHospitalSettings.mockResolvedValue(SETTINGS);
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const notice = await section();
    expect(order()).toEqual(languagesOf(own));
    expect(within(notice).queryByText(NATIONAL_NOTE)).not.toBeInTheDocument();
    // Asked first, in place: the hospital's own list is kept nowhere else. Keeping it changes nothing.
    await user.click(within(notice).getByRole('button', { name: 'Use the National List' }));
    const question = within(notice).getByRole('group', { name: 'Use the National List' });
    expect(question).toHaveTextContent('Replace your list with the national one? Your 16 taglines are not kept.');
    expect(within(question).getByRole('button', { name: 'Keep Our List' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep Our List' }));
    expect(within(notice).queryByRole('group', { name: 'Use the National List' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(notice).getByRole('button', { name: 'Use the National List' })).toHaveFocus());
    expect(staffApi.updateHospitalSettings).not.toHaveBeenCalled();

    await user.click(within(notice).getByRole('button', { name: 'Use the National List' }));
    await user.click(within(within(notice).getByRole('group', { name: 'Use the National List' })).getByRole('button', { name: 'Use the National List' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenCalledWith({ taglines: null }, expect.anything());
    expect(await within(notice).findByText('Saved.')).toBeInTheDocument();
    expect(order()).toEqual(languagesOf(NATIONAL));
    expect(within(notice).getByText(NATIONAL_NOTE)).toBeInTheDocument();
    // The national list shown and saved: nothing to go back to.
    expect(within(notice).getByRole('button', { name: 'Use the National List' })).toBeDisabled();
  });

  it('keeps the list when a save fails, saying what the server refused', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const notice = await section();
    await user.click(within(notice).getByRole('button', { name: 'Move Korean up' }));
    staffApi.updateHospitalSettings.mockRejectedValueOnce(new ApiFailure(400, 'InvalidInput', 'Tagline 3: the tagline must be 1 to 300 characters (it has 301).'));
    await user.click(within(notice).getByRole('button', { name: 'Save Taglines' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('The taglines could not be saved: Tagline 3: the tagline must be 1 to 300 characters (it has 301).');
    staffApi.updateHospitalSettings.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    await user.click(within(notice).getByRole('button', { name: 'Save Taglines' }));
    await waitFor(() => expect(within(notice).getByRole('alert')).toHaveTextContent('The taglines could not be saved. Your list is kept: please try again.'));
    expect(order().slice(0, 3)).toEqual(['Spanish', 'Chinese', 'Korean']);
    // A change to the list takes the message away.
    await user.click(within(notice).getByRole('button', { name: 'Move Korean up' }));
    expect(within(notice).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown to a planner', async () => {
    renderConsole('/hospital/providers', { signedIn: true });
    expect(await screen.findByText('Only the hospital’s administrators change labels, disclosures and wording.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Language assistance notice' })).not.toBeInTheDocument();
  });
});
