import { expect, test } from '@playwright/test';
import {
  contentChunk,
  gate,
  introductionPage,
  serveIndexHtmlAsIs,
  workflowPage,
} from '../support/built-site';
import { waitForHydration } from '../support/page-watch';
import { baseURL } from '../support/server';

test.use({ viewport: { width: 1280, height: 800 } });

/*
 * Docusaurus loads every route's code before it shows the route: on a first visit before
 * hydrating, on a link click while the old page stays (and the progress bar runs). A route
 * renders with its code still missing in one case: a page opened as /x/index.html from a
 * host that serves that file as is (the loader preloads the path as typed, then renders
 * the normalized /x/). The site's head script now gives such a page the address /x/ before
 * the app starts (plugins/static-hosting), so these tests serve the page without it, to
 * reach the page module's loading states: spinner, error, retry.
 */

const spinner = '#loader';

test('a slow page module shows the loading spinner after 200 ms, then the page', async ({
  page,
}) => {
  const chunk = contentChunk(workflowPage.source);
  const held = gate();
  await page.route(`${baseURL}${chunk}`, async (route) => {
    await held.wait;
    await route.continue();
  });
  // Times, on the page's clock, when the server-rendered content went and the spinner came.
  await page.addInitScript((selector) => {
    const seen: { emptied?: number; spinner?: number } = {};
    let hadHeading = false;
    Object.assign(window, { loadingTimes: seen });
    new MutationObserver(() => {
      const heading = document.querySelector('article h1');
      if (seen.emptied === undefined && !heading && hadHeading) seen.emptied = performance.now();
      if (heading) hadHeading = true;
      if (seen.spinner === undefined && document.querySelector(selector)) {
        seen.spinner = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  }, spinner);

  // Not until "load": the held chunk may be requested before the load event, which would
  // then wait for it.
  await page.goto(
    await serveIndexHtmlAsIs(page, workflowPage.path, { withoutAddressScript: true }),
    { waitUntil: 'domcontentloaded' },
  );
  await expect(page.locator(spinner)).toBeVisible();
  const times = await page.evaluate(
    () =>
      (window as unknown as { loadingTimes: { emptied: number; spinner: number } }).loadingTimes,
  );
  // The loader shows its spinner 200 ms after it starts loading the code, so a quick load
  // never flashes it; without the delay the spinner would come with the render that replaced
  // the content (a gap of 0). React may commit that render well after the loader started its
  // delay (by about 100 ms in the fresh-clone runs, with two test workers), so the gap is
  // only required to be clearly above 0.
  expect(times.spinner - times.emptied).toBeGreaterThanOrEqual(50);

  held.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
  await expect(page.locator(spinner)).toHaveCount(0);
});

test('a page module that fails to load shows the error and a Retry button that loads the page once the network is back', async ({
  page,
}) => {
  const chunk = contentChunk(workflowPage.source);
  await page.route(`${baseURL}${chunk}`, (route) => route.abort('failed'));
  await page.goto(
    await serveIndexHtmlAsIs(page, workflowPage.path, { withoutAddressScript: true }),
  );

  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // The error box names the failure and the chunk that could not be loaded.
  const box = page.locator('div', { has: retry }).last().locator('..');
  await expect(box).toContainText('ChunkLoadError: Loading chunk');
  await expect(box).toContainText(chunk);
  expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(250, 56, 62)');

  await page.unroute(`${baseURL}${chunk}`);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
  await expect(retry).toHaveCount(0);
});

test('when preloading the next route fails, the page reloads at its address', async ({ page }) => {
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
  await page.route(`${baseURL}${contentChunk(workflowPage.source)}`, (route) =>
    route.abort('failed'),
  );

  // A client-side navigation fetches no document; a reload does.
  const reload = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() && request.url() === `${baseURL}${workflowPage.path}`,
    { timeout: 15_000 },
  );
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: workflowPage.sidebarLabel, exact: true })
    .click();
  await reload;
  await reloaded;
  expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
});

test('on a slow navigation the progress bar appears after 200 ms and finishes when the route updates', async ({
  page,
}) => {
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  const held = gate();
  await page.route(`${baseURL}${contentChunk(workflowPage.source)}`, async (route) => {
    await held.wait;
    await route.continue();
  });
  // Times, on the page's clock, of the click, the bar's coming and going and the new page.
  await page.evaluate((newTitle) => {
    const seen: Record<string, number> = {};
    const barStyle: string[] = [];
    Object.assign(window, { progressTimes: seen, progressBarStyle: barStyle });
    document.addEventListener('click', () => (seen.click ??= performance.now()), true);
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      if (bar && seen.barShown === undefined) {
        seen.barShown = performance.now();
        barStyle.push(bar.style.transform, bar.style.transition);
      }
      if (!bar && seen.barShown !== undefined) seen.barGone ??= performance.now();
      if (document.querySelector('article h1')?.textContent === newTitle) {
        seen.routeUpdated ??= performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, workflowPage.title);

  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: workflowPage.sidebarLabel, exact: true })
    .click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  // The old page stays while the new one loads.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(introductionPage.heading);
  held.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
  await expect(page.locator('#nprogress')).toHaveCount(0);

  const { times, style } = await page.evaluate(() => {
    const w = window as unknown as {
      progressTimes: Record<string, number>;
      progressBarStyle: string[];
    };
    return { times: w.progressTimes, style: w.progressBarStyle };
  });
  expect(times.barShown - times.click).toBeGreaterThanOrEqual(195);
  expect(times.barShown).toBeLessThan(times.routeUpdated);
  expect(times.barGone).toBeGreaterThanOrEqual(times.routeUpdated);
  // nprogress defaults, which the site keeps: it starts at its 0.08 minimum and moves at
  // speed 200 ms.
  expect(style[0]).toBe('translate3d(-92%, 0px, 0px)');
  expect(style[1]).toContain('200ms');
});
