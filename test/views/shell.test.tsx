import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../src/api/client';
import * as requests from '../../src/api/requests';
import { ROUTES, type RouteDefinition } from '../../src/routes';
import { pathFor } from '../../src/routePaths';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
beforeEach(() => mockEmptyDashboard(api));

beforeEach(() => {
  api.logout.mockResolvedValue({ success: true });
  api.fetchMe.mockResolvedValue(FAMILY_USER);
  api.fetchInvite.mockRejectedValue(new ApiFailure(404, 'InviteInvalid', 'Either your code is invalid or the invite has already been used.'));
  api.fetchCurrentInvite.mockResolvedValue({ email: FAMILY_USER.email, cellPhone: FAMILY_USER.cellPhone, customAcknowledgementText: null });
});

const SAMPLE_PARAMS = { inviteCode: 'abc', id: 4, providerId: 9, serviceId: 2, code: 'xyz' };
const samplePath = (route: RouteDefinition) => pathFor(route.name, SAMPLE_PARAMS);

/**
 * SPEC §2 page titles, with 'the product' read as CareChoice. CHOICE_START and CHOICE_ACCOUNT are only reachable
 * through an invite, so their titles are checked in the sign-up tests.
 */
const EXPECTED_TITLES: Record<string, string> = {
  GO_CHOICE: 'Get Started',
  CHOICE_VERIFY: 'Verify Patient Details',
  CHOICE_REVIEW: 'Review Choices',
  FORGOT_PASSWORD_RESET: 'Password Reset',
  FORGOT_PASSWORD: 'Reset Your Password',
  LOGIN: 'Login to CareChoice',
  SIGN_UP: 'Create An Account',
  ACCOUNT: 'My Account',
  DASHBOARD: 'Patient Services',
  TERMS_OF_SERVICE: 'Terms of Service',
  PRIVACY_POLICY: 'Privacy Policy',
};

describe('guards of the route table', () => {
  it.each(ROUTES.filter((route) => route.access === 'loggedIn').map((route) => [route.path, route] as const))(
    'a logged-out visitor to %s goes to /login',
    async (_path, route) => {
      const app = renderApp(samplePath(route));
      await waitFor(() => expect(app.location()).toBe('/login'));
      expect(await screen.findByRole('heading', { name: 'Welcome, please login' })).toBeInTheDocument();
    },
  );

  it.each(ROUTES.filter((route) => route.access === 'loggedOut' && !route.shownLoggedIn).map((route) => [route.path, route] as const))(
    'a signed-in user on %s goes to the dashboard',
    async (_path, route) => {
      const app = renderApp(samplePath(route), { signedIn: true });
      await waitFor(() => expect(app.location()).toBe('/'));
    },
  );

  it('a signed-in user on the invite link stays there and is offered to log out', async () => {
    expect(ROUTES.filter((route) => route.shownLoggedIn).map((route) => route.name)).toEqual(['GO_CHOICE']);
    api.fetchInvite.mockResolvedValue({ email: 'new@example.com', cellPhone: '6145550100', customAcknowledgementText: null });
    const app = renderApp('/go/c/abc', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'You Are Already Logged In' })).toBeInTheDocument();
    expect(app.location()).toBe('/go/c/abc');
  });

  it.each(ROUTES.filter((route) => route.access === 'public').map((route) => [route.path, route] as const))(
    '%s is open to visitors and to signed-in users',
    async (path) => {
      const visitor = renderApp(path);
      expect(visitor.location()).toBe(path);
      visitor.unmount();
      const member = renderApp(path, { signedIn: true });
      expect(member.location()).toBe(path);
    },
  );
});

describe('titles', () => {
  it.each(Object.entries(EXPECTED_TITLES))('%s is titled "%s | CareChoice"', async (name, title) => {
    const route = ROUTES.find((candidate) => candidate.name === name)!;
    renderApp(samplePath(route), { signedIn: route.access === 'loggedIn' });
    await waitFor(() => expect(document.title).toBe(`${title} | CareChoice`));
  });

  it('the six option-list routes show a level-of-care title', async () => {
    renderApp('/choice/option-list/4/map', { signedIn: true });
    await waitFor(() => expect(document.title).toMatch(/ \| CareChoice$/));
  });

  it('DASHBOARD is "Dashboard" for users of another group', async () => {
    renderApp('/', { signedIn: true, user: { ...FAMILY_USER, group: { type: 'planner' } } });
    await waitFor(() => expect(document.title).toBe('Dashboard | CareChoice'));
  });
});

describe('the not-found page', () => {
  it('says Oops! and continues to login when logged out', async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText("We're sorry, something went wrong and we couldn't show the content you're expecting.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Page Not Found | CareChoice');
  });

  it('continues to the dashboard when signed in', () => {
    renderApp('/no/such/page', { signedIn: true });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });
});

describe('header and footer', () => {
  it('offers help, the account and logout when signed in, and hides the dashboard link on the dashboard', async () => {
    renderApp('/', { signedIn: true });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Need Help?' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Patient Services' })).not.toBeInTheDocument();
  });

  it('shows the dashboard link elsewhere and no help where the page has none', async () => {
    renderApp('/account', { signedIn: true });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Patient Services' })).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('button', { name: 'Need Help?' })).not.toBeInTheDocument();
  });

  it('opens the help drawer of the page', async () => {
    const user = userEvent.setup();
    renderApp('/', { signedIn: true });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Need Help?' }));
    expect(await screen.findByRole('dialog', { name: 'Patient Services' })).toBeInTheDocument();
  });

  it('closes an open modal when the address changes (back or forward must not leave it over another page)', async () => {
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Need Help?' }));
    expect(await screen.findByRole('dialog', { name: 'Patient Services' })).toBeInTheDocument();
    act(() => app.navigate('/account'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Patient Services' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });

  it('opens the small screens\' menu with its links, and closes it after one is chosen', async () => {
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'CareChoice' });
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'My Account' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CareChoice' })).not.toBeInTheDocument());
  });

  it('opens the small screens\' menu from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/', { signedIn: true });
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'CareChoice' })).toBeInTheDocument();
  });

  it('has no signed-in links for visitors', () => {
    renderApp('/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('the footer says who powers CareChoice, the year, and links to the terms and privacy policy', () => {
    renderApp('/login');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`Powered by CareChoice © ${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('the invite page is full screen: no header or footer', () => {
    renderApp('/go/c/abc');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('logging out', () => {
  it('goes to /login first, forgets the session, then tells the server', async () => {
    const user = userEvent.setup();
    const app = renderApp('/account', { signedIn: true });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('carechoice:'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('still lands logged out when the server cannot be told', async () => {
    const user = userEvent.setup();
    api.logout.mockRejectedValue(new Error('offline'));
    const app = renderApp('/', { signedIn: true });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome, please login' })).toBeInTheDocument();
  });
});

describe('a reload', () => {
  it('keeps a live session without logging in again', () => {
    const app = renderApp('/account', { signedIn: true });
    expect(app.location()).toBe('/account');
    expect(api.login).not.toHaveBeenCalled();
  });
});
