import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';
import { baseURL } from '../support/server';

test.use({ viewport: { width: 1280, height: 800 } });

const activeElementInMain = () => document.activeElement?.closest('main') !== null;

test('the first Tab reaches "Skip to main content" and Enter moves keyboard focus into the main content', async ({
  page,
}) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  // Tabbing past the skip link goes on to the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(activeElementInMain)).toBe(false);

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  // The skip link focuses <main> for a moment; the next Tab continues from there.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(activeElementInMain)).toBe(true);
});

test('every element reached with Tab shows a visible focus ring', async ({ page }) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const unmarked: string[] = [];
  // The skip link, the whole navbar and the start of the docs sidebar.
  for (let press = 0; press < 14; press++) {
    await page.keyboard.press('Tab');
    // The site marks keyboard focus with an outline (:focus-visible in custom.css).
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        name: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`,
        visible:
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) >= 2 &&
          !/rgba\(.*, 0\)$/.test(style.outlineColor),
      };
    });
    if (!focus.visible) unmarked.push(focus.name);
  }
  expect(unmarked).toEqual([]);
});

test('Ctrl+K opens the search, arrow keys choose a result and Enter opens it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('input.navbar__search-input')).toBeFocused();
  await page.keyboard.type('trusted setup');
  const options = page.locator('[role=listbox] [role=option]');
  await expect(options.nth(2)).toBeVisible();

  // The first result is preselected; ArrowDown twice and ArrowUp once select the second.
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const chosen = options.nth(1);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).not.toHaveAttribute('aria-selected', 'true');
  // Results are grouped by page; each group is labelled with its page's title.
  const pageTitle = await chosen.evaluate(
    (option) => option.closest('[role=group]')?.getAttribute('aria-label') ?? '',
  );

  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(`${baseURL}/`);
  await expect(page).toHaveTitle(`${pageTitle} | MACI`);
});
