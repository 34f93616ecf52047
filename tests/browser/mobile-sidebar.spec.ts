import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

test.use({ viewport: { width: 375, height: 800 } });

test('at 375 px the sidebar menu opens, navigates, closes, and closes itself past 996 px', async ({
  page,
}) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  const sidebar = page.locator('.navbar-sidebar');

  await toggle.click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/overview\/$/);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

  await toggle.click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

  await toggle.click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});
