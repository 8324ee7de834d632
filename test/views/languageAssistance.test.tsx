import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as requests from '../../src/api/requests';
import type { Tagline } from '../../src/contract/tagline';
import { TAGLINES } from '../../src/i18n/taglines';
import { skilledNursingProvider } from '../fixtures/providers';
import { renderApp } from '../render';
import { mockChoiceList, openListOf, TEST_HOSPITAL, unrankedOptions } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);

/**
 * Section 1557: the footer's "Language assistance" shows, inside a patient's choice flow, the taglines of
 * the patient's hospital in its order (its state's languages first); everywhere else, the national list.
 */
const PROVIDERS = [skilledNursingProvider(1, 'Maple Grove Care Center', 3), skilledNursingProvider(2, 'Willow Creek Manor', 5)];
const URDU: Tagline = { language: 'Urdu', lang: 'ur', text: 'خبردار: اگر آپ اردو بولتے ہیں، تو آپ کو زبان کی مدد کی خدمات مفت میں دستیاب ہیں۔' };
const SOMALI: Tagline = { language: 'Somali', lang: 'so', text: 'FIIRO GAAR AH: Haddii aad ku hadasho af Soomaali, adeegyada caawimada luqadda, oo bilaash ah, ayaa diyaar kuu ah.' };
/** The hospital's own list: Somali and Urdu first, then the national list from its end. */
const HOSPITAL_TAGLINES: Tagline[] = [SOMALI, URDU, ...TAGLINES.slice().reverse()];

beforeEach(() => {
  mockChoiceList(api, openListOf(unrankedOptions(PROVIDERS)), PROVIDERS);
  api.fetchHospital.mockResolvedValue({ ...TEST_HOSPITAL, taglines: HOSPITAL_TAGLINES });
  api.logout.mockResolvedValue({ success: true });
});

/** Opens the footer's notice and answers its taglines, in order, once its (lazily loaded) body is there. */
async function openNotice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Language assistance' }));
  const notice = await screen.findByRole('dialog', { name: 'Language assistance' });
  await within(notice).findAllByRole('listitem');
  return { notice, texts: () => within(notice).getAllByRole('listitem').map((item) => item.textContent) };
}

async function closeNotice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Language assistance' })).not.toBeInTheDocument());
}

describe('the footer’s language assistance', () => {
  it('shows the hospital’s taglines in its order inside a patient’s flow, and the national list once out of it', async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4', { signedIn: true });
    expect(await screen.findByText('Please choose all of the options below that you would like to rank, then click Continue', {}, { timeout: 5000 })).toBeInTheDocument();

    let notice = await openNotice(user);
    expect(notice.texts()).toEqual(HOSPITAL_TAGLINES.map((tagline) => tagline.text));
    // Each in its language and direction, worked out from the code: Urdu is written right to left.
    expect(within(notice.notice).getByText(URDU.text)).toHaveAttribute('lang', 'ur');
    expect(within(notice.notice).getByText(URDU.text)).toHaveAttribute('dir', 'rtl');
    expect(within(notice.notice).getByText(SOMALI.text)).toHaveAttribute('dir', 'ltr');
    await closeNotice(user);

    // The dashboard is outside the flow (a family may have several patients' lists): the national list.
    act(() => app.navigate('/'));
    expect(await screen.findByRole('link', { name: 'View Options' })).toBeInTheDocument();
    notice = await openNotice(user);
    expect(notice.texts()).toEqual(TAGLINES.map((tagline) => tagline.text));
  });

  it('shows the national list before anyone has logged in', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Language assistance' });
    const notice = await openNotice(user);
    expect(notice.texts()).toEqual(TAGLINES.map((tagline) => tagline.text));
    expect(within(notice.notice).getByText(TAGLINES.find((tagline) => tagline.language === 'Persian')!.text)).toHaveAttribute('dir', 'rtl');
    expect(api.fetchHospital).not.toHaveBeenCalled();
  });
});
