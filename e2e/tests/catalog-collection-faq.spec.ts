import { expect, test } from '@playwright/test';

// A collection's questions name it as its page does: proper names keep their capitals.

test("a collection's FAQ names the collection as shown: 'Charles & Ray Eames', not lower-cased", async ({
  page,
}) => {
  await page.goto('/collections/designer-furniture/eames');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Charles & Ray Eames Collection',
  );
  const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(
    faqs.getByRole('button', {
      name: 'How close are your Charles & Ray Eames replicas to the originals?',
    }),
  ).toBeVisible();
  await expect(faqs).not.toContainText('charles & ray eames');
});
