import { expect, test } from '@playwright/test';

test('careers: the search, a department chip, Clear and the empty state', async ({ page }) => {
  await page.goto('/careers');
  const jobs = page.getByRole('list', { name: 'Open positions' }).getByRole('listitem');
  await expect(jobs).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('  freelance ');
  await expect(jobs).toHaveCount(2);

  await page.getByRole('button', { name: 'Content', exact: true }).click();
  await expect(jobs).toHaveCount(2);
  await page.getByRole('button', { name: 'Design', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No matching jobs found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or browse all departments')).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(jobs).toHaveCount(9);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('astronaut');
  await page.getByRole('button', { name: 'View All Jobs' }).click();
  await expect(jobs).toHaveCount(9);
});

test('every footer link answers 200', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const own = [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))];
  expect(own.length).toBeGreaterThan(5);
  const failing: string[] = [];
  for (const href of own) {
    const response = await request.get(href);
    if (response.status() !== 200) failing.push(`${href} ${response.status()}`);
  }
  expect(failing).toEqual([]);
});

test('privacy choices: the page arrives server-rendered and the opt-out is remembered after a reload', async ({ page, request }) => {
  const html = await (await request.get('/do-not-sell-my-personal-information')).text();
  expect(html).toContain('Your Privacy Choices');

  await page.goto('/do-not-sell-my-personal-information');
  await expect(page.getByText('You have not opted out on this browser.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Do Not Sell or Share My Personal Information' }).check();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByText('You have opted out on this browser.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('You have opted out on this browser.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Do Not Sell or Share My Personal Information' })).toBeChecked();
});
