import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

const theme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test.describe('color mode', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default even when the system prefers dark', async ({ page }) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
  });

  test('the toggle switches it, stores it under "theme" and a second tab follows', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto('/docs/introduction/');
    await waitForHydration(other);

    await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(() => theme(other)).toBe('dark');

    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');

    await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
    expect(await theme(page)).toBe('light');
    await expect.poll(() => theme(other)).toBe('light');
  });
});
