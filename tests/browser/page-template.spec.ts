import { expect, test } from '@playwright/test';
import { chunkText, entryScripts, introductionPage } from '../support/built-site';
import { waitForHydration, watchPage } from '../support/page-watch';

/*
 * plugins/speed/page-template.ts: docs pages request and start their entry scripts after the first
 * contentful paint; the home page keeps deferred scripts for Docusaurus's base URL check.
 */

test('a docs page starts its entry scripts after its first contentful paint, then hydrates', async ({
  page,
}) => {
  // When the first contentful paint is reported, and when the entry script element appears
  // (the starter inserts it from a timer set once that paint is reported).
  await page.addInitScript(() => {
    const times: { paint?: number; entryScript?: number } = {};
    Object.assign(window, { startTimes: times });
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) times.paint ??= performance.now();
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver(() => {
      if (times.entryScript === undefined && document.querySelector('script[src*="/main."]')) {
        times.entryScript = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const watch = watchPage(page);
  await page.goto(introductionPage.path);
  await waitForHydration(page);

  const html = await (await page.request.get(introductionPage.path)).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).not.toMatch(/<link[^>]*rel="?(preload|modulepreload)"? as="?script/);
  const scripts = entryScripts(introductionPage.path);
  expect(scripts).toEqual([
    expect.stringMatching(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/),
    expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]+\.js$/),
  ]);

  const times = await page.evaluate(
    () =>
      (window as unknown as { startTimes: { paint?: number; entryScript?: number } }).startTimes,
  );
  expect(times.paint).toBeDefined();
  expect(times.entryScript).toBeGreaterThan(times.paint ?? Infinity);
  // Not even their download starts before that paint.
  const requestStarts = await page.evaluate((names) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return names.map((name) => entries.find((e) => new URL(e.name).pathname === name)?.startTime);
  }, scripts);
  for (const start of requestStarts) expect(start).toBeGreaterThan(times.paint ?? Infinity);
  expect(watch.errors).toEqual([]);
  expect(watch.cspViolations).toEqual([]);
});

test('the home page keeps deferred entry scripts for the base URL check', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<script src="?\/assets\/js\/main\.[^>]*defer/);
  expect(html).not.toMatch(/<link rel="?preload"? as="?script"?/);
});

test('pages preload the three fonts their text uses, and download each once', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);

  const preloaded = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(3);
  for (const path of preloaded) {
    expect((await page.request.get(path)).status(), path).toBe(200);
    // The stylesheet's @font-face reuses the preload: one download per file.
    expect(
      fontRequests.filter((request) => request === path),
      path,
    ).toHaveLength(1);
  }
  const loadedFaces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.style}`),
  );
  expect(loadedFaces).toEqual(
    expect.arrayContaining([
      'DM Sans 400 normal',
      'DM Sans 700 normal',
      'Share Tech Mono 400 normal',
    ]),
  );
});

test('the entry bundle carries the site config without its build-only parts', async ({ page }) => {
  const html = await (await page.request.get(introductionPage.path)).text();
  const main = /\/assets\/js\/main\.[\w]+\.js/.exec(html)?.[0];
  expect(main).toBeDefined();
  const bundle = chunkText(main ?? '');
  expect(bundle).toContain('themeConfig');
  // plugins/speed/client-site-config: the server render's template and plugin options stay out.
  expect(bundle).not.toContain('ssrTemplate');
  expect(bundle).not.toContain('nginxFile');
});
