import type { BrowserContext, Page } from 'playwright-core';
import { HttpClient } from '../../../server/cli/httpClient';
import { sharedBrowser } from './browser';
import { signedUpFamily } from './family';
import { FAMILY_PASSWORD } from './pages';
import { startProduct, type Invite, type RunningProduct } from './product';

/**
 * A signed-up family with one service chosen already (for its review page), and the addresses of its signed-in
 * pages: the dashboard, a list's steps, a review, the account and a static page. The API client is logged out again.
 */
export async function familyWithPages(product: RunningProduct): Promise<{ family: Invite; paths: Record<string, string> }> {
  const family = await signedUpFamily(product);
  const client = new HttpClient(product.baseUrl);
  const api = (path: string) => `/internal/app${path}`;
  await client.request('POST', api('/auth/v1/login'), { email: family.email, password: FAMILY_PASSWORD });
  type Service = { id: number; levelOfCare: string; latestOptionList: { id: number; options: { providerId: number }[] } };
  const services = await client.request<Service[]>('GET', api('/choice/v1/services'));
  const nursing = services.find((service) => service.levelOfCare === 'skilled_nursing')!;
  const rehab = services.find((service) => service.levelOfCare === 'acute_inpatient_rehab')!;
  const [first, second] = nursing.latestOptionList.options.map((option) => option.providerId);
  const chosen = rehab.latestOptionList.options[0]!.providerId;
  await client.request('POST', api(`/choice/v1/option-lists/${rehab.latestOptionList.id}/rank`), { rankings: [chosen], shortlist: [chosen], completedAt: Math.floor(Date.now() / 1000) });
  await client.request('POST', api('/auth/v1/logout'));
  const list = `/choice/option-list/${nursing.latestOptionList.id}`;
  return {
    family,
    paths: {
      dashboard: '/',
      'option list': list,
      'provider page': `${list}/provider/${first}`,
      'provider page (another)': `${list}/provider/${second}`,
      map: `${list}/map`,
      review: `/choice/review/${rehab.id}`,
      account: '/account',
      'terms of service': '/terms-of-service',
    },
  };
}

/** The product, a phone-sized tab (in the worker's browser), and a family with its pages (familyWithPages). */
export interface FamilyPagesOnPhone {
  product: RunningProduct;
  page: Page;
  family: Invite;
  paths: Record<string, string>;
  close(): Promise<void>;
}

export async function familyPagesOnPhone(): Promise<FamilyPagesOnPhone> {
  const [product, browser] = await Promise.all([startProduct(), sharedBrowser()]);
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close();
    await product.stop();
  };
  try {
    const { family, paths } = await familyWithPages(product);
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    return { product, page: await context.newPage(), family, paths, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Nothing more to load and nothing left to draw: the network is quiet and the main thread has been idle. */
export async function settled(tab: Page): Promise<void> {
  await tab.waitForLoadState('networkidle');
  for (let idle = 0; idle < 3; idle++) await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}
