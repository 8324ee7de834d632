import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as requests from '../../src/api/requests';
import { mockEmptyDashboard } from '../support/apiMocks';
import { renderApp } from '../render';

vi.mock('../../src/api/requests');
beforeEach(() => mockEmptyDashboard(vi.mocked(requests)));

// The section headings of each page, in order (SPEC §1, §9 and the legal-pages brief).
const TERMS_SECTIONS = [
  'Authority and consent',
  'Eligibility',
  'Your account and security',
  'Content you provide and our license to use it',
  'Acceptable use',
  'Subscription fees for care providers',
  'Inactive accounts',
  'Medical disclaimer',
  'Provider listings, labels and order',
  'Disclaimer of warranties',
  'Limitation of liability',
  'Ending your use of CareChoice',
  'Governing law',
  'Changes to these Terms',
  'Contact us',
];

// Coverage, collection, use, sharing, retention, other information, security, sensitive information, third parties,
// access, choices, the bank-data aggregator, minors, changes, contact.
const PRIVACY_SECTIONS = [
  'What this policy covers',
  'Information we collect',
  'How we use information',
  'How we share information',
  'How long we keep information',
  'Other information we collect',
  'How we protect information',
  'Sensitive information',
  'Third-party sites and services',
  'Accessing and correcting your information',
  'Your choices',
  'Our bank-data aggregator',
  'Children under 13',
  'Changes to this policy',
  'Contact us',
];

/** The lazily loaded page has arrived once its first section heading shows. */
const pageLoaded = (firstHeading: string) => screen.findByRole('heading', { level: 2, name: firstHeading }, { timeout: 5000 });
const main = () => screen.getByRole('main');
const sectionHeadings = () => within(main()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const mainText = () => (main().textContent ?? '').replace(/\s+/g, ' ');

describe('TERMS_OF_SERVICE', () => {
  it('is titled, dated and has every section in order', async () => {
    renderApp('/terms-of-service');
    await pageLoaded(TERMS_SECTIONS[0]!);
    expect(document.title).toBe('Terms of Service | CareChoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(within(main()).getByText('Effective as of June 22, 2020')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(TERMS_SECTIONS);
  });

  it('states the facts of SPEC §9', async () => {
    renderApp('/terms-of-service');
    await pageLoaded(TERMS_SECTIONS[0]!);
    const text = mainText();
    expect(text).toMatch(/be 18 or older/);
    expect(text).toMatch(/be located in the United States/);
    expect(text).toMatch(/account in your own legal name/);
    expect(text).toMatch(/Billing cycles are monthly or annual/);
    expect(text).toMatch(/Fees are non-refundable/);
    expect(text).toMatch(/after 12 consecutive months in which nobody has signed in/);
    expect(text).toMatch(/limited to the greater of \$100 or the fees you paid to CareChoice in the 12 months before/);
    expect(text).toMatch(/governed by the laws of the State of Ohio/);
    expect(text).toMatch(/CareChoice does not give medical advice/);
    expect(text).toMatch(/The choice of provider is yours and the patient’s, made together with the patient’s care team/);
    expect(text).toMatch(/Medicare star ratings come from the Centers for Medicare & Medicaid Services \(CMS\)/);
  });

  it('links its table of contents to the sections and moves focus to the chosen one', async () => {
    const user = userEvent.setup();
    const app = renderApp('/terms-of-service');
    await pageLoaded(TERMS_SECTIONS[0]!);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(TERMS_SECTIONS);
    for (const link of links) {
      const id = link.getAttribute('href')!.replace(/^#/, '');
      expect(document.getElementById(id)).toHaveTextContent(link.textContent!);
    }
    await user.click(within(contents).getByRole('link', { name: 'Limitation of liability' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Limitation of liability' })).toHaveFocus();
    expect(app.location()).toBe('/terms-of-service');
  });

  it('links to the privacy policy within the app', async () => {
    renderApp('/terms-of-service');
    await pageLoaded(TERMS_SECTIONS[0]!);
    expect(within(main()).getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('PRIVACY_POLICY', () => {
  it('is titled, dated and has every section in order', async () => {
    renderApp('/privacy-policy');
    await pageLoaded(PRIVACY_SECTIONS[0]!);
    expect(document.title).toBe('Privacy Policy | CareChoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(main()).getByText('Updated and Effective as of: Sep 19 2019')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(PRIVACY_SECTIONS);
    expect(within(main()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Information you give us',
      'Care providers on subscription',
      'Patient information',
    ]);
  });

  it('names the four audiences', async () => {
    renderApp('/privacy-policy');
    await pageLoaded(PRIVACY_SECTIONS[0]!);
    const items = within(main()).getAllByRole('listitem').map((item) => item.textContent ?? '');
    for (const audience of [/^Care providers: /, /^Care recipients: /, /^Continuing care professionals: case managers, discharge planners/, /^Content contributors: /]) {
      expect(items.some((item) => audience.test(item))).toBe(true);
    }
  });

  it('states the facts of SPEC §1', async () => {
    renderApp('/privacy-policy');
    await pageLoaded(PRIVACY_SECTIONS[0]!);
    const text = mainText();
    expect(text).toMatch(/your name, username, e-mail address, postal address and phone number/);
    expect(text).toMatch(/Care providers who subscribe give us card and billing data/);
    expect(text).toMatch(/the patient’s name, gender, date of birth and conditions/);
    expect(text).toMatch(/the Service does not honor Do Not Track signals/);
    expect(text).toMatch(/through a third-party bank-data aggregator/);
    expect(text).toMatch(/its own privacy policy/);
    expect(text).toMatch(/not for children under 13/);
  });
});

describe('legal pages', () => {
  it.each([
    ['/terms-of-service', 'Terms of Service', TERMS_SECTIONS[0]!],
    ['/privacy-policy', 'Privacy Policy', PRIVACY_SECTIONS[0]!],
  ])('%s stays open while signed in', async (path, title, firstHeading) => {
    const app = renderApp(path, { signedIn: true });
    await pageLoaded(firstHeading);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThan(0);
    expect(app.location()).toBe(path);
    expect(app.history).toEqual([path]);
  });

  it('are reached from the footer links', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Terms of Service' }));
    await waitFor(() => expect(app.location()).toBe('/terms-of-service'));
    await pageLoaded(TERMS_SECTIONS[0]!);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(app.location()).toBe('/privacy-policy'));
    await pageLoaded(PRIVACY_SECTIONS[0]!);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | CareChoice');
  });
});
