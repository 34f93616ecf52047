import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';
import { axeViolations, injectAxe } from '../support/axe';
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
  test('the search box is an ARIA combobox that owns a listbox of at most 8 pages', async ({
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
    // One group per page: the page, then at most three of its sections.
    const groups = page.locator(`[id="${listId}"] > [role=group]`);
    expect(await groups.count()).toBeLessThanOrEqual(8);
    for (const group of await groups.all()) {
      await expect(group).toHaveAttribute('aria-label', /\S/);
      const count = await group.locator('[role=option]').count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(4);
    }
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
    // Text matches show a snippet around the match (once the text index has arrived), cut
    // to 50 characters.
    const snippet = page.locator('[role=listbox] [role=option] [class*="snippet"]');
    await expect(snippet.first()).toBeVisible();
    await expect(snippet.locator('mark').first()).toBeVisible();
    const snippets = await snippet.allInnerTexts();
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) {
      expect(snippet.trim().replace(/^…|…$/g, '').length).toBeLessThanOrEqual(50);
    }
  });
});

/**
 * Types `query` into the box and returns what the list holds in the frame where its first
 * option appears (read before that frame is painted), and the option count once it settles.
 */
async function typeAndWatchFirstFrame(
  page: Page,
  query: string,
): Promise<{ rows: number; boxHeight: number; listHeight: number; finalRows: number }> {
  const firstDraw = page.evaluate(
    () =>
      new Promise<{ rows: number; boxHeight: number; listHeight: number }>((resolve) => {
        const list = document.querySelector('[role=listbox]');
        const box = list?.parentElement;
        if (!list || !box) throw new Error('no suggestion list');
        const observer = new MutationObserver(() => {
          const rows = list.querySelectorAll('[role=group] > [role=option]').length;
          if (rows === 0) return;
          observer.disconnect();
          resolve({ rows, boxHeight: box.clientHeight, listHeight: list.scrollHeight });
        });
        observer.observe(list, { childList: true, subtree: true });
      }),
  );
  await searchBox(page).fill(query);
  const first = await firstDraw;
  const groups = page.locator('[role=listbox] > [role=group]');
  await expect(groups).toHaveCount(8);
  // One more frame and a task: the second frame's rows are drawn by then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  return { ...first, finalRows: await options(page).count() };
}

/** Empties the box and waits until the list has no group left. */
async function clearBox(page: Page): Promise<void> {
  await searchBox(page).fill('');
  await expect(page.locator('[role=listbox] > [role=group]')).toHaveCount(0);
}

test.describe('a keystroke draws the rows in view at once', () => {
  test('rows that overflow the box: the rest follow a frame later, below them', async ({
    page,
  }) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    // The whole index first, so that rows have their snippets and the next list is new.
    await searchBox(page).fill('poll');
    await expect(page.locator('[role=listbox]')).toHaveAttribute('aria-busy', 'false');
    await clearBox(page);
    const drawn = await typeAndWatchFirstFrame(page, 'vote');
    // The box's visible height is full from the first frame, and more rows came after it.
    expect(drawn.rows).toBeGreaterThanOrEqual(12);
    expect(drawn.listHeight).toBeGreaterThan(drawn.boxHeight);
    expect(drawn.finalRows).toBeGreaterThan(drawn.rows);
  });

  test('rows that do not fill the box (no snippets yet): every row in the first frame', async ({
    page,
  }) => {
    // Without the text index, rows have no snippet and are short.
    await page.route('**/search-index-text.json*', () => undefined);
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    await searchBox(page).fill('poll');
    await expect(options(page).first()).toBeVisible();
    await clearBox(page);
    const drawn = await typeAndWatchFirstFrame(page, 'vote');
    expect(drawn.rows).toBe(drawn.finalRows);
  });
});

test('text that arrives after the first suggestions joins below them, never above the selected row', async ({
  page,
}) => {
  // Hold the text file back until the outline's suggestions are on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index-text.json*', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const input = searchBox(page);
  await input.fill('rapidsnark');
  await expect(options(page).first()).toBeVisible();
  await expect(page.locator('[role=listbox]')).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('ArrowDown');
  const hrefs = () =>
    options(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  const before = await hrefs();
  const selected = await input.getAttribute('aria-activedescendant');
  const selectedHref = await page.locator(`[id="${selected}"]`).getAttribute('href');
  release();
  await expect(page.locator('[role=listbox]')).toHaveAttribute('aria-busy', 'false');
  expect((await hrefs()).length).toBeGreaterThan(before.length);
  expect((await hrefs()).slice(0, before.length)).toEqual(before);
  const now = await input.getAttribute('aria-activedescendant');
  expect(await page.locator(`[id="${now}"]`).getAttribute('href')).toBe(selectedHref);
  expect(await page.locator(`[id="${now}"]`).boundingBox()).toEqual(
    await page.locator(`[id="${selected}"]`).boundingBox(),
  );
});

test('the open suggestion list passes axe in light and dark mode, on a desktop and a phone', async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    // Color transitions would let axe sample a color halfway through the theme switch.
    await page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    await searchBox(page).click();
    await searchBox(page).fill('voice credits');
    await expect(page.locator('[role=listbox]')).toHaveAttribute('aria-busy', 'false');
    await page.keyboard.press('ArrowDown');
    // On a phone the list fits the screen.
    const box = await page.locator('[role=listbox]').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await injectAxe(page);
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      expect(
        await axeViolations(page, { include: [['.navbar']] }, {}),
        `${width} px, ${mode}`,
      ).toEqual([]);
    }
  }
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
    // The outline gives the first answer; the text follows once that answer is shown.
    await searchBox(page).fill('poll');
    await expect(options(page).first()).toBeVisible();
    await expect.poll(() => requests).toEqual(['/search-index.json', '/search-index-text.json']);
  });

  test('reading v0.x searches the v0.x index and opens v0.x pages', async ({ page }) => {
    const requests = indexRequests(page);
    await page.goto('/docs/v0.x/introduction/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect.poll(() => requests).toEqual(['/docs/v0.x/search-index.json']);
    await page.keyboard.type('circuit');
    await expect(options(page).first()).toBeVisible();
    await expect
      .poll(() => requests)
      .toEqual(['/docs/v0.x/search-index.json', '/docs/v0.x/search-index-text.json']);
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
    await expect.poll(() => requests).toEqual(['/search-index.json', '/search-index-text.json']);
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
    const links = page.locator('main article :is(h2 a, li a)');
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
