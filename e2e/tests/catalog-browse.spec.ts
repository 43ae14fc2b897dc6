import { expect, test, type Page } from '@playwright/test';

const COLLECTION = '/collections/seating';
const PAGED_COLLECTION = '/collections/seating';

const cardNames = (page: Page) => page.getByRole('article').getByRole('link').allTextContents();
const query = (page: Page) => decodeURIComponent(new URL(page.url()).search);

test('filter a collection by two materials and a price range; reload keeps it, Back gives the previous filters', async ({
  page,
}) => {
  await page.goto(COLLECTION);
  await expect(page.getByRole('heading', { level: 1, name: 'Seating' })).toBeVisible();
  const materials = page
    .getByRole('group', { name: 'Material' })
    .getByRole('checkbox', { disabled: false });

  await materials.nth(0).check();
  await expect(page).toHaveURL(/material%5B0%5D=/);
  await expect(materials.nth(0)).toBeChecked();
  await page
    .getByRole('group', { name: 'Material' })
    .getByRole('checkbox', { checked: false, disabled: false })
    .first()
    .check();
  await expect(page).toHaveURL(/material%5B1%5D=/);

  // The price facet gives the range the chosen materials have: raising its floor by one narrows it without emptying it.
  const min = Number(await page.getByRole('textbox', { name: 'Min' }).getAttribute('placeholder'));
  const max = Number(await page.getByRole('textbox', { name: 'Max' }).getAttribute('placeholder'));
  const low = max > min + 1 ? Math.floor(min) + 1 : Math.floor(min);
  await page.getByRole('textbox', { name: 'Min' }).fill(String(low));
  await page.getByRole('textbox', { name: 'Max' }).fill(String(Math.ceil(max)));
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/price%5Bmax%5D=/);
  expect(query(page)).toMatch(
    /^\?material\[0\]=[a-z0-9-]+&material\[1\]=[a-z0-9-]+&price\[min\]=\d+&price\[max\]=\d+$/,
  );
  // The previous results stay on screen, marked busy, until the new query's arrive: read them after that.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  const filtered = await cardNames(page);
  const filteredUrl = page.url();

  await page.reload();
  expect(page.url()).toBe(filteredUrl);
  await expect(page.getByRole('textbox', { name: 'Min' })).toHaveValue(String(low));
  await expect(
    page.getByRole('group', { name: 'Material' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(2);
  expect(await cardNames(page)).toEqual(filtered);

  await page.goBack();
  await expect(page).not.toHaveURL(/price/);
  await expect(page.getByRole('textbox', { name: 'Min' })).toHaveValue('');
  await expect(
    page.getByRole('group', { name: 'Material' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(2);
});

test('page through a collection with the numbered pagination', async ({ page }) => {
  await page.goto(PAGED_COLLECTION);
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const first = await cardNames(page);
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => cardNames(page)).not.toEqual(first);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${PAGED_COLLECTION}$`),
  );
});

test("a search with a typo ('chiar') finds chairs", async ({ page }) => {
  await page.goto('/search?product=chiar');
  await expect(
    page.getByRole('heading', { level: 1, name: /^[1-9]\d* Products Found$/ }),
  ).toBeVisible();
  expect((await cardNames(page)).some((name) => /chair/i.test(name))).toBe(true);
});
