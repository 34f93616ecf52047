import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

/*
 * src/client/scrollable-regions.ts: wide tables and display formulas that scroll sideways
 * get a keyboard stop (tabindex="0"); those that fit have none.
 */

const regions = '.markdown table, .markdown .katex-display';

/** For each region: does it overflow, and does it have the keyboard stop? */
function regionStates(page: Page) {
  return page.$$eval(regions, (elements) =>
    elements.map((element) => ({
      overflows: element.scrollWidth > element.clientWidth,
      focusable: element.getAttribute('tabindex') === '0',
    })),
  );
}

type RegionState = Awaited<ReturnType<typeof regionStates>>[number];

/** A region is a stop if and only if it overflows. */
const wronglyMarked = (states: RegionState[]) => states.filter((s) => s.overflows !== s.focusable);

/** Some region overflows, and exactly the regions that overflow are keyboard stops. */
async function expectStopsOnOverflowingRegions(page: Page): Promise<void> {
  await expect(async () => {
    const states = await regionStates(page);
    expect(states.filter((s) => s.overflows).length).toBeGreaterThan(0);
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
