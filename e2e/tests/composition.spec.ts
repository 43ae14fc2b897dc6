import { expect, test } from '@playwright/test';
import { expectNoReload, header, markDocument } from './helpers';

test('all four MFEs load from the manifest; links move between them without a reload; one React', async ({
  page,
}) => {
  // Every react-dom copy registers itself with the DevTools hook: count the renderers.
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version?: string }) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const manifest = await (await page.request.get('/mfe-manifest.json')).json();
  const remoteEntries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js'))
      remoteEntries.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.locator('[data-mfe="content"]')).toBeVisible();
  await markDocument(page);

  await header(page).getByRole('link', { name: 'Collections', exact: true }).first().click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.locator('#mfe-catalog [data-mfe="catalog"]')).toBeVisible();
  await expect(page.locator('#mfe-content [data-mfe]')).toHaveCount(0);

  await header(page).getByRole('link', { name: 'Login' }).first().click();
  await expect(page.locator('[data-mfe="account"]')).toBeVisible();

  await header(page)
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await expect(page.locator('[data-mfe="commerce"]')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sohnne' }).first().click();
  await expect(page.locator('[data-mfe="content"]')).toBeVisible();
  await expectNoReload(page);

  for (const name of ['catalog', 'content', 'account', 'commerce']) {
    expect(remoteEntries).toContain(manifest.mfes[name].entry);
    // Only the active application is mounted (the catalog's carousel fragment lives inside content).
    await expect(page.locator(`#mfe-${name} [data-mfe="${name}"]`)).toHaveCount(
      name === 'content' ? 1 : 0,
    );
  }
  const renderers = await page.evaluate(() => {
    const hook = (
      window as unknown as {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> };
      }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()].map((r) => r.version);
  });
  expect(renderers).toHaveLength(1);
});

test('an unknown path shows the 404 page and Back Home goes to /', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(
    page.getByRole('heading', { name: "Sorry!, this page isn't available" }),
  ).toBeVisible();
  await expect(page.getByText("The page you were looking for couldn't be found")).toBeVisible();
  await markDocument(page);
  await page.getByRole('link', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-mfe="content"]')).toBeVisible();
  await expectNoReload(page);
});

test('each page has its own title', async ({ page }) => {
  await page.goto('/collections');
  await expect(page).toHaveTitle('Mid Century & Modern Classics, Iconic Replica Furnitures');
  await page.goto('/login');
  await expect(page).toHaveTitle(/Login/);
  await page.goto('/about-us');
  await expect(page).toHaveTitle(/About/);
});
