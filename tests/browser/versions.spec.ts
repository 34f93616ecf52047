import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

test.use({ viewport: { width: 1280, height: 900 } });

test('the version dropdown switches between v1.x and v0.x and remembers the choice', async ({
  page,
}) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: 'v1.x' });

  await dropdown.hover();
  await dropdown.getByRole('link', { name: 'v0.x' }).click();
  await expect(page).toHaveURL(/\/docs\/v0\.x\/introduction\/$/);
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();

  // The choice is stored per docs plugin and followed by the navbar's Documentation link.
  const stored = await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
  expect(stored).toBe('v0.x');
  await page.goto('/blog/');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Documentation' })
    .click();
  await expect(page).toHaveURL(/\/docs\/v0\.x\/introduction\/$/);

  const back = page.locator('.navbar__items--right .dropdown').filter({ hasText: 'v0.x' });
  await back.hover();
  await back.getByRole('link', { name: 'v1.x' }).click();
  await expect(page).toHaveURL(/\/docs\/introduction\/$/);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
    'v1.x',
  );
});

test('outside the docs, the search follows the preferred docs version', async ({ page }) => {
  // cspell:words SignUpGateway
  // A contract name that only the v0.x docs mention.
  const query = 'SignUpGateway';
  const search = async () => {
    await page.goto('/blog/');
    await waitForHydration(page);
    await page.locator('input.navbar__search-input').fill(query);
    return page.locator('[role=listbox]');
  };

  // Latest version preferred (the default): v1.x docs, blog and pages are searched.
  await expect(await search()).toContainText('No results');

  // v0.x chosen in the version dropdown, the way the first test chooses it.
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: 'v1.x' });
  await dropdown.hover();
  await dropdown.getByRole('link', { name: 'v0.x' }).click();
  await expect(page).toHaveURL(/\/docs\/v0\.x\/introduction\/$/);

  const results = await search();
  // The first page found holds the section about it.
  const match = results.getByRole('group').first().getByRole('option', { name: query });
  await expect(match.first()).toBeVisible();
  await match.first().click();
  await expect(page).toHaveURL(/\/docs\/v0\.x\//);
});
