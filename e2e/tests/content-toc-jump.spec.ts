import { expect, test, type Page } from '@playwright/test';

// A post's contents link scrolls its heading into view below the sticky header, at every width.

const POST = '/how-to-choose-a-dining-table';
const HEADING = 'Round, oval or rectangular';

/** The heading's top and the sticky header's bottom, in px from the window's top. */
const positions = (page: Page) =>
  page.evaluate((name) => {
    const heading = [...document.querySelectorAll('h1, h2, h3')].find(
      (element) => element.textContent?.trim() === name,
    )!;
    const header = document.querySelector('header')!;
    return {
      heading: heading.getBoundingClientRect().top,
      header: header.getBoundingClientRect().bottom,
      scrolled: window.scrollY,
    };
  }, HEADING);

for (const width of [1280, 390]) {
  test(`at ${width} px a contents jump keeps its heading clear of the sticky header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(POST);
    await page
      .getByRole('navigation', { name: 'On This Page' })
      .getByRole('link', { name: new RegExp(HEADING) })
      .click();
    await expect.poll(async () => (await positions(page)).scrolled).toBeGreaterThan(0);
    const after = await positions(page);
    expect(after.heading).toBeGreaterThanOrEqual(after.header);
    // Close below it, not lost further down the page.
    expect(after.heading - after.header).toBeLessThan(64);
    await expect(page.getByRole('heading', { name: HEADING })).toBeInViewport();
  });
}

test('a link to a heading loaded from its address keeps it clear of the header at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(POST);
  const id = await page.getByRole('heading', { name: HEADING }).getAttribute('id');
  await page.goto(`${POST}#${id}`);
  await expect.poll(async () => (await positions(page)).scrolled).toBeGreaterThan(0);
  const after = await positions(page);
  expect(after.heading).toBeGreaterThanOrEqual(after.header);
});
