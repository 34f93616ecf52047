// cspell:words procesing gatekeep vkreg vkregistr setpu Procesor troubleshoting Registri rapidsnrak مرحبا -- typos and word stems are deliberate search examples
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchPage } from '../support/page-watch';
import { searchPageResults } from '../support/search-page';

/** Records, from the page's start, the nodes of each layout shift not caused by input. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.push(...entry.sources.map((s) => s.node?.nodeName ?? '(gone)'));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Holds the search index until the page's fonts have loaded, then forgets the shifts recorded
 * so far: a font that arrives after the first paint (on a busy machine) moves the navbar's
 * links as it swaps in, which is not what these tests measure.
 */
async function measureFromIndexArrival(page: Page): Promise<void> {
  let cleared = false;
  await page.route(/\/search-index[^/]*\.json$/, async (route) => {
    const clear = !cleared;
    cleared = true;
    await page.evaluate(async (clearShifts) => {
      await document.fonts.ready;
      // The swapped-in faces are laid out in the next frame: its shifts are theirs.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      if (clearShifts) (window as unknown as { shifts: string[] }).shifts.length = 0;
    }, clear);
    await route.continue();
  });
}

/** The node names recordShifts has collected so far. */
const shiftedNodes = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

test.describe('search syntax', () => {
  test('a field prefix limits results to page titles', async ({ page }) => {
    const plain = await searchPageResults(page, 'poll');
    expect(
      plain.some((href) => href.includes('#')),
      'plain search also finds headings',
    ).toBe(true);
    const titles = await searchPageResults(page, 'title:poll');
    expect(titles).toContain('/docs/solidity-docs/Poll/');
    expect(titles.filter((href) => href.includes('#'))).toEqual([]);
  });

  test('required (+) and prohibited (-) terms include and exclude pages', async ({ page }) => {
    const required = await searchPageResults(page, '+title:poll');
    expect(required).toContain('/docs/poll-types/');
    const without = await searchPageResults(page, '+title:poll -title:types');
    expect(without).not.toContain('/docs/poll-types/');
    expect(without).toContain('/docs/solidity-docs/Poll/');
  });

  test('a wildcard (*) matches word beginnings', async ({ page }) => {
    expect(await searchPageResults(page, 'title:vkreg')).toEqual([]);
    expect(await searchPageResults(page, 'title:vkreg*')).toContain(
      '/docs/solidity-docs/VkRegistry/',
    );
  });

  test('an edit distance (~N) forgives misspellings', async ({ page }) => {
    expect(await searchPageResults(page, 'title:vkregistr')).toEqual([]);
    expect(await searchPageResults(page, 'title:vkregistr~2')).toContain(
      '/docs/solidity-docs/VkRegistry/',
    );
  });

  test('a boost (^N) changes which term ranks first', async ({ page }) => {
    const tally = await searchPageResults(page, 'title:tally^10 title:poll');
    expect(tally[0]).toBe('/docs/solidity-docs/Tally/');
    const poll = await searchPageResults(page, 'title:tally title:poll^10');
    expect(poll[0]).not.toBe('/docs/solidity-docs/Tally/');
    expect(poll.indexOf('/docs/solidity-docs/Poll/')).toBeLessThan(
      poll.indexOf('/docs/solidity-docs/Tally/'),
    );
  });

  test('the navbar search box understands the syntax too', async ({ page }) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    const input = page.locator('input.navbar__search-input');
    await input.fill('+title:tally -title:factory');
    const options = page.locator('[role=listbox] [role=option]');
    await expect(options.first()).toBeVisible();
    // Every page titled with "tally" and none titled with "factory": the Tally contract, not
    // TallyFactory, and any guide whose title names the tally.
    const texts = await options.allTextContents();
    expect(texts.every((text) => /tally/i.test(text))).toBe(true);
    expect(texts.filter((text) => /factory/i.test(text))).toEqual([]);
    expect(texts.some((text) => text.includes('Tally'))).toBe(true);
  });

  test('on a wide screen the syntax help stands beside the results, and their arrival moves nothing in view', async ({
    page,
  }) => {
    // Lighthouse's desktop window. Results come from the index after the first paint: any
    // content they pushed while it was in view would count as a layout shift.
    await page.setViewportSize({ width: 1350, height: 940 });
    await recordShifts(page);
    await measureFromIndexArrival(page);
    await page.goto('/search/?q=poll');
    const help = page.locator('main section[aria-labelledby="search-syntax"]');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    const [helpBox, resultBox] = [await help.boundingBox(), await results.first().boundingBox()];
    expect(helpBox && resultBox && helpBox.x > resultBox.x + resultBox.width).toBe(true);
    expect(helpBox && helpBox.y < 200).toBe(true);
    const shifts = await shiftedNodes(page);
    // Text nodes of the results themselves may settle by a pixel as their fonts load.
    expect(shifts.filter((node) => node !== '#text')).toEqual([]);
  });

  test.describe('touch screen', () => {
    // Lighthouse's phone window: the syntax help sits below the results there.
    test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

    test('on a phone the results arrive without moving anything in view', async ({ page }) => {
      await recordShifts(page);
      await measureFromIndexArrival(page);
      await page.goto('/search/?q=poll');
      await expect(page.locator('main article').first()).toBeVisible();
      // Two frames, so that a shift of the arrival's frame has been reported.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const shifts = await shiftedNodes(page);
      expect(shifts.filter((node) => node !== '#text')).toEqual([]);
    });
  });

  test('the search page explains the syntax', async ({ page }) => {
    await page.goto('/search/');
    const help = page.locator('main section[aria-labelledby="search-syntax"]');
    await expect(help.getByRole('heading', { name: 'Search syntax' })).toBeVisible();
    for (const example of [
      '+poll',
      '-subsidy',
      'gatekeep*',
      'procesing~1',
      'tally^10 vote',
      'title:poll',
    ]) {
      await expect(help.locator('code', { hasText: example }).first()).toBeVisible();
    }
  });
});

/** Inputs a search box must survive: broken syntax, markup, very long and unusual text. */
const hostileQueries = [
  '"unbalanced',
  "it's",
  '(((',
  '+',
  '-',
  '*',
  '~',
  '^',
  'a:b:c',
  'title:',
  ':poll',
  '+-poll',
  'poll~99999',
  'poll^-1',
  '**',
  '\\',
  '{{constructor}} __proto__',
  '../../etc/passwd',
  '🗳️ vote 🔐',
  'مرحبا poll',
  '<img src=x onerror="window.__injected=1">',
  '<script>window.__injected=1</script>',
  'poll AND OR NOT',
  `${'poll '.repeat(400)}`.slice(0, 2000),
];

test.describe('hostile and malformed queries', () => {
  test(`the search page survives ${hostileQueries.length} odd queries`, async ({ page }) => {
    test.setTimeout(180_000);
    expect(hostileQueries.length).toBeGreaterThanOrEqual(20);
    const watch = watchPage(page);
    page.on('dialog', (dialog) => {
      watch.errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const query of hostileQueries) {
      await searchPageResults(page, query);
      const main = page.locator('main');
      await expect(main.locator('input[type=search]'), query).toHaveValue(
        query.trim() ? query : '',
      );
      const outcome = main.locator('article, :text("No documents were found")');
      expect(
        await outcome.count(),
        `results or "No documents were found" for ${query}`,
      ).toBeGreaterThan(0);
      expect(
        await page.locator('main img[src="x"], main script').count(),
        `markup from ${query}`,
      ).toBe(0);
      expect(
        await page.evaluate(() => (window as { __injected?: number }).__injected),
      ).toBeUndefined();
    }
    expect(watch.errors).toEqual([]);
  });

  test(`the navbar box survives ${hostileQueries.length} odd queries`, async ({ page }) => {
    test.setTimeout(180_000);
    const watch = watchPage(page);
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    const input = page.locator('input.navbar__search-input');
    for (const query of hostileQueries) {
      await input.fill(query);
      const listbox = page.locator('[role=listbox]');
      // A query without a searchable word has nothing to suggest; any other gets options or "No results".
      await expect(async () => {
        const shown =
          (await listbox.locator('[role=option]').count()) > 0 ||
          /No results/.test(await listbox.innerText());
        const nothingToSearch = !/[\p{L}\p{N}]/u.test(query);
        expect(shown || nothingToSearch, query).toBe(true);
      }).toPass({ timeout: 10_000 });
      expect(
        await page.locator('[role=listbox] img[src="x"], [role=listbox] script').count(),
        query,
      ).toBe(0);
      expect(
        await page.evaluate(() => (window as { __injected?: number }).__injected),
      ).toBeUndefined();
    }
    expect(watch.errors).toEqual([]);
  });
});
