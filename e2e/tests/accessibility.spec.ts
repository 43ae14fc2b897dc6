import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// axe-core on the server-rendered and hydrated pages, at desktop and phone widths: no serious or critical finding.
const VISITOR_PAGES = [
  '/',
  '/collections/seating',
  '/product/egg-chair-jacobsen-style-replica',
  '/choosing-a-sofa-fabric',
  '/blog',
  '/search?query=chair',
  '/designer',
  '/cart',
  '/login',
  '/register',
  '/about-us',
  '/help',
  '/track-my-order',
  '/financing',
  '/sohnne-rewards',
  '/not-a-page-here',
];
const ACCOUNT_PAGES = [
  '/my-account',
  '/my-account/edit-address',
  '/my-account/wishlist',
  '/my-account/order',
];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
];

async function seriousFindings(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, nodes }) =>
        `${path}: ${id} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

for (const viewport of WIDTHS) {
  test(`no serious or critical axe finding on a visitor's pages at ${viewport.name}`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const findings: string[] = [];
    for (const path of VISITOR_PAGES) findings.push(...(await seriousFindings(page, path)));
    expect(findings).toEqual([]);
  });

  test(`no serious or critical axe finding on the account's pages at ${viewport.name}`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, 'demo@sohnne.test', 'SohnneDemo2025!');
    const findings: string[] = [];
    for (const path of ACCOUNT_PAGES) findings.push(...(await seriousFindings(page, path)));
    expect(findings).toEqual([]);
  });
}
