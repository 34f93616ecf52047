import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

/*
 * src/client/scrollable-regions.ts: wide tables and display formulas that scroll sideways
 * get a keyboard stop (tabindex="0"); those that fit have none.
 */

const regions = '.markdown table, .markdown .katex-display';

/**
 * For each region: is it drawn (plugins/speed/long-pages skips far blocks), does it overflow, and
 * does it have the keyboard stop?
 */
function regionStates(page: Page) {
  return page.$$eval(regions, (elements) =>
    elements.map((element) => ({
      drawn: (element.firstElementChild ?? element).checkVisibility({
        contentVisibilityAuto: true,
      }),
      overflows: element.scrollWidth > element.clientWidth,
      focusable: element.getAttribute('tabindex') === '0',
    })),
  );
}

type RegionState = Awaited<ReturnType<typeof regionStates>>[number];

/** A drawn region is a stop if and only if it overflows; one not drawn yet is a stop. */
const wronglyMarked = (states: RegionState[]) =>
  states.filter((s) => (s.drawn ? s.overflows !== s.focusable : !s.focusable));

/** Some region overflows, and exactly the regions that overflow are keyboard stops. */
async function expectStopsOnOverflowingRegions(page: Page): Promise<void> {
  await expect(async () => {
    const states = await regionStates(page);
    expect(states.filter((s) => s.drawn && s.overflows).length).toBeGreaterThan(0);
    expect(wronglyMarked(states)).toEqual([]);
  }).toPass();
}

test('regions that scroll sideways are keyboard stops, at any window width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/docs/spec/');
  await waitForHydration(page);
  await expectStopsOnOverflowingRegions(page);
  const narrowStops = (await regionStates(page)).filter((s) => s.focusable).length;

  // A wide window: fewer regions overflow, and those that now fit lose the keyboard stop.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(async () => {
    const states = await regionStates(page);
    expect(states.filter((s) => s.focusable).length).toBeLessThan(narrowStops);
    expect(wronglyMarked(states)).toEqual([]);
  }).toPass();
});

test('a page reached by a client-side link gets its keyboard stops too', async ({ page }) => {
  // The client module marks regions again on each route change (onRouteDidUpdate).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  // At this width the docs sidebar is in the navbar's menu, mounted once it is opened.
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page.locator('.navbar-sidebar a[href="/docs/spec/"]').click();
  await expect(page).toHaveURL(/\/docs\/spec\/$/);
  await expectStopsOnOverflowingRegions(page);
});

test('a wide table far down a long page is a keyboard stop before and after it is drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/docs/spec/');
  await waitForHydration(page);
  const states = await regionStates(page);
  expect(states.filter((s) => !s.drawn).length, 'regions not drawn yet').toBeGreaterThan(5);
  expect(wronglyMarked(states)).toEqual([]);

  // The last table: drawn once it is in view, and then marked by what it measures.
  const last = page.locator('.markdown table').last();
  await last.scrollIntoViewIfNeeded();
  await expect(async () => {
    const state = await last.evaluate((element) => ({
      drawn: (element.firstElementChild ?? element).checkVisibility({
        contentVisibilityAuto: true,
      }),
      overflows: element.scrollWidth > element.clientWidth,
      focusable: element.getAttribute('tabindex') === '0',
    }));
    expect(state.drawn).toBe(true);
    expect(state.focusable).toBe(state.overflows);
  }).toPass();
});
