import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';
import { searchPageResults } from '../support/search-page';

test.use({ viewport: { width: 1280, height: 900 } });

const searchBox = (page: Page) => page.locator('input.navbar__search-input');
const options = (page: Page) => page.locator('[role=listbox] [role=option]');

function indexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe('search by keyboard and screen reader', () => {
  test('the search box is an ARIA combobox that owns a listbox of at most 8 options', async ({
    page,
  }) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    const input = searchBox(page);
    await input.fill('poll');
    await expect(options(page).first()).toBeVisible();
    // The roles are set when the suggestion list starts, which is when the index has loaded.
    await expect(input).toHaveAttribute('role', 'combobox');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listId = await input.getAttribute('aria-owns');
    expect(listId).toBeTruthy();
    await expect(page.locator(`[id="${listId}"]`)).toHaveAttribute('role', 'listbox');
    expect(await options(page).count()).toBeLessThanOrEqual(8);
  });

  test('Ctrl+K, arrows and Enter open a result without the mouse', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('trusted setup');
    await expect(options(page).first()).toBeVisible();
    const input = searchBox(page);
    const first = await input.getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    const second = await input.getAttribute('aria-activedescendant');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await expect(page.locator(`[id="${second}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', first ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/trusted-setup\//);
  });

  test('Escape closes the suggestions', async ({ page }) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('poll');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('[role=listbox]')).toBeHidden();
  });

  test('Tab reaches "See all results", Escape returns to the box, Enter opens the search page', async ({
    page,
  }) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('coordinator');
    const seeAll = page.getByRole('link', { name: 'See all results' });
    // The link comes with the finished list of suggestions.
    await expect(seeAll).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(seeAll).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeFocused();
    await expect(seeAll).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(seeAll).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=coordinator$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('suggestions highlight the query and keep snippets to 50 characters', async ({ page }) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    await searchBox(page).fill('ephemeral');
    await expect(options(page).first()).toBeVisible();
    await expect(options(page).locator('mark').first()).toBeVisible();
    // Content hits show a snippet around the match, cut to searchResultContextMaxLength.
    const snippets = await page
      .locator('[role=listbox] [role=option] [class*="hitTitle"]')
      .allInnerTexts();
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) {
      expect(snippet.trim().replace(/^…|…$/g, '').length).toBeLessThanOrEqual(50);
    }
  });
});

test.describe('search per docs version', () => {
  test('the index loads only when the reader shows intent to search', async ({ page }) => {
    const requests = indexRequests(page);
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await searchBox(page).hover();
    await expect.poll(() => requests).toEqual(['/search-index.json']);
  });

  test('reading v0.x searches the v0.x index and opens v0.x pages', async ({ page }) => {
    const requests = indexRequests(page);
    await page.goto('/docs/v0.x/introduction/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect.poll(() => requests).toEqual(['/docs/v0.x/search-index.json']);
    await page.keyboard.type('circuit');
    await expect(options(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/search/?q=circuit&version=docs%2Fv0.x%2F',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/v0\.x\//);
  });

  test('reading v1.x searches the latest index; the link has no version or ctx', async ({
    page,
  }) => {
    const requests = indexRequests(page);
    await page.goto('/docs/circuits/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('circuit');
    await expect(options(page).first()).toBeVisible();
    expect(requests).toEqual(['/search-index.json']);
    await expect(page.getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/search/?q=circuit',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/(?!v0\.x)/);
  });

  test('a shared /search link reproduces the results of each version', async ({ page }) => {
    const latest = await searchPageResults(page, 'circuit');
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.filter((href) => href.startsWith('/docs/v0.x/'))).toEqual([]);
    await page.goto('/search/?q=circuit&version=docs%2Fv0.x%2F');
    const links = page.locator('main article h2 a');
    await links.first().waitFor();
    const older = await links.evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute('href') ?? ''),
    );
    expect(older.some((href) => href.startsWith('/docs/v0.x/'))).toBe(true);
    expect(
      older.filter((href) => href.startsWith('/docs/') && !href.startsWith('/docs/v0.x/')),
    ).toEqual([]);
    // Same link, same results.
    expect(await searchPageResults(page, 'circuit')).toEqual(latest);
  });
});
