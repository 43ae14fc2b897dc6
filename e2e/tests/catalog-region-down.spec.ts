import { expect, test } from '@playwright/test';
import { productPath } from '@sohnne/site-paths';
import { expectCartCount } from './helpers';

/**
 * Issue 38, point 5: a region whose script never arrives (a bad release, a blocked CDN path) still works.
 * Scripts are on; only the catalogue's browser build is blocked, so its server-rendered product page is
 * never hydrated, and its add-to-cart form posts to the page server.
 */
test("with the catalogue's scripts blocked, a product page's form still adds to the cart; the next page counts it", async ({
  page,
}) => {
  const blocked: string[] = [];
  await page.route('**/mfe/catalog/**', (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  const slug = '45-armchair-juhl-style-replica';
  const product = (await (await page.request.get(`/api/products/by-slug/${slug}`)).json()) as {
    name: string;
  };

  await page.goto(productPath(slug));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectCartCount(page, 0);
  // The form's own post, a navigation: the page's beacons post too (and answer 204).
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.request().isNavigationRequest(),
  );
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  expect((await posted).status()).toBe(303);

  await expect(page).toHaveURL(new RegExp(`${productPath(slug)}$`));
  await expectCartCount(page, 1);
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
  expect(blocked.some((url) => url.includes('remoteEntry.js'))).toBe(true);
});
