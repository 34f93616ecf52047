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

test('the menu panel mounts when the reader reaches for the button, before it opens', async ({
  page,
}) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  const sidebar = page.locator('.navbar-sidebar');
  // Not with the page: it would hold every docs sidebar item a second time.
  await expect(sidebar).toHaveCount(0);

  // Keyboard: focus on the button mounts it, closed, so Enter opens a panel already there.
  await toggle.focus();
  await expect(sidebar).toHaveCount(1);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  const slides = await sidebar.evaluate(
    (panel) => getComputedStyle(panel).transitionDuration !== '0s',
  );
  expect(slides, 'the closed panel has a transition to slide in with').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await expect(sidebar.getByRole('link', { name: 'Overview', exact: true })).toBeVisible();
});

test('a pointer pressed on the menu button mounts the panel before the click', async ({ page }) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const box = await page.getByRole('button', { name: 'Toggle navigation bar' }).boundingBox();
  if (!box) throw new Error('no menu button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
});
