import { expect, test } from '@playwright/test';
import { introductionPage } from '../support/built-site';
import { waitForHydration, watchPage } from '../support/page-watch';

/*
 * config/html-template.ts: docs pages preload the entry scripts and start them after the
 * first paint; the home page keeps deferred scripts for Docusaurus's base URL check.
 */

test('a docs page starts its entry scripts after a rendering frame, then hydrates', async ({
  page,
}) => {
  // The frame after the last element of the body (the template's starter script) is
  // parsed, where the whole page gets painted, and when the entry script element appears:
  // the starter inserts it from a timer set in that frame.
  await page.addInitScript(() => {
    const times: { frame?: number; entryScript?: number } = {};
    Object.assign(window, { startTimes: times });
    let starterSeen = false;
    new MutationObserver(() => {
      const starter = [...document.querySelectorAll('body > script:not([src])')].some((s) =>
        s.textContent?.includes('requestAnimationFrame'),
      );
      if (starter && !starterSeen) {
        starterSeen = true;
        requestAnimationFrame(() => {
          times.frame = performance.now();
        });
      }
      if (times.entryScript === undefined && document.querySelector('script[src*="/main."]')) {
        times.entryScript = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const watch = watchPage(page);
  await page.goto(introductionPage.path);
  await waitForHydration(page);

  const html = await (await page.request.get(introductionPage.path)).text();
  expect(html).toMatch(/<link rel="?preload"? as="?script"? href="?\/assets\/js\/main\./);
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);

  const times = await page.evaluate(
    () =>
      (window as unknown as { startTimes: { frame?: number; entryScript?: number } }).startTimes,
  );
  expect(times.frame).toBeDefined();
  expect(times.entryScript).toBeGreaterThanOrEqual(times.frame ?? Infinity);
  expect(watch.errors).toEqual([]);
  expect(watch.cspViolations).toEqual([]);
});

test('the home page keeps deferred entry scripts for the base URL check', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<script src="?\/assets\/js\/main\.[^>]*defer/);
  expect(html).not.toMatch(/<link rel="?preload"? as="?script"?/);
});
