import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found/);
  // The page offers a way back into the docs.
  const helpful = page.getByRole('navigation', { name: 'Helpful links' });
  await expect(helpful.getByRole('link', { name: 'MACI documentation' })).toHaveAttribute(
    'href',
    '/docs/introduction/',
  );
});

test('a docs version root leads to its introduction', async ({ page }) => {
  await page.goto('/docs/');
  await expect(page).toHaveURL(/\/docs\/introduction\/$/);
  await page.goto('/docs/v0.x/');
  await expect(page).toHaveURL(/\/docs\/v0\.x\/introduction\/$/);
});
