import { expect, test } from '@playwright/test';
import { searchDisplay } from '../../config/search-display';
import { axeViolations, injectAxe } from '../support/axe';
import { waitForHydration } from '../support/page-watch';

test.use({ viewport: { width: 1280, height: 900 } });

test('Ctrl+K focuses the search box and a query shows at most 8 pages', async ({ page }) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input');
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await input.fill('poll');
  const suggestions = page.locator('[role=listbox] [role=option]');
  await expect(suggestions.first()).toBeVisible();
  expect(await page.locator('[role=listbox] [role=group]').count()).toBeLessThanOrEqual(8);
  await expect(suggestions.first()).toContainText(/poll/i);
});

test('a query with no match says "No results"', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const input = page.locator('input.navbar__search-input');
  await input.click();
  // cspell:disable-next-line
  await input.fill('zzqxjvkw');
  await expect(page.locator('[role=listbox]')).toContainText('No results');
});

test('the search page at /search/ takes q from the URL and lists results', async ({ page }) => {
  await page.goto('/search/?q=coordinator');
  await waitForHydration(page);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main input[type=search]')).toHaveValue('coordinator');
});

test('the search page draws ten pages of results with the answer and the rest ten per task after it', async ({
  page,
}) => {
  // The number of results each time the list grows, from the first one on.
  await page.addInitScript(() => {
    const counts: number[] = [];
    Object.assign(window, { resultCounts: counts });
    new MutationObserver(() => {
      const count = document.querySelectorAll('main article').length;
      if (count > 0 && count !== counts.at(-1)) counts.push(count);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/search/?q=poll');
  const results = page.locator('main section[aria-busy]').first();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const counts = await page.evaluate(
    () => (window as unknown as { resultCounts: number[] }).resultCounts,
  );
  const perTask: number = searchDisplay.searchPage.pagesPerTask;
  const total = counts.at(-1) ?? 0;
  expect(total).toBeGreaterThan(perTask);
  expect(counts).toEqual(
    Array.from({ length: Math.ceil(total / perTask) }, (_, i) =>
      Math.min(perTask * (i + 1), total),
    ),
  );
});

test('the search page with its results passes axe in light and dark mode', async ({ page }) => {
  // The every-page test sees /search/ without a query; the results are checked here.
  await page.goto('/search/?q=poll');
  await waitForHydration(page);
  await expect(page.locator('main article').nth(3)).toBeVisible();
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await injectAxe(page);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    const violations = await axeViolations(page, { include: [['main']] }, {});
    expect(violations, `axe violations in ${mode} mode`).toEqual([]);
  }
});

test('the shortcut hint shows on wide screens and leaves the phone-sized box alone', async ({
  page,
}) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const hint = page.locator('nav kbd');
  await expect(hint).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(hint).toBeHidden();
  // The placeholder fits the box: the input's text area is at least as wide as the word.
  const fits = await page.locator('nav input[type=search]').evaluate((input) => {
    const element = input as HTMLInputElement;
    const style = getComputedStyle(element);
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return false;
    canvas.font = `${style.fontSize} ${style.fontFamily}`;
    return canvas.measureText(element.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});
