import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../config/site';
import { introductionPage } from '../support/built-site';
import { waitForHydration, watchPage } from '../support/page-watch';
import { servePlainFiles, type PlainServer } from '../support/plain-server';
import { buildDir, sitemapPaths } from '../support/sitemap';

test.describe('on a host that serves files as they are, without redirects', () => {
  let server: PlainServer;
  test.beforeAll(async () => {
    server = await servePlainFiles(buildDir);
  });
  test.afterAll(() => server.close());

  for (const [file, address, heading] of [
    [`${introductionPage.path}index.html`, introductionPage.path, introductionPage.heading],
    ['/index.html', '/', undefined],
    ['/docs/v0.x/introduction/index.html', '/docs/v0.x/introduction/', undefined],
    ['/blog/maci-v1-2-0-release/index.html', '/blog/maci-v1-2-0-release/', undefined],
  ] as const) {
    test(`${file} hydrates without a mismatch and takes the address ${address}`, async ({
      page,
    }) => {
      const watch = watchPage(page);
      const response = await page.goto(`${server.origin}${file}?from=link#top`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(address);
      expect(new URL(page.url()).search).toBe('?from=link');
      expect(new URL(page.url()).hash).toBe('#top');
      if (heading) await expect(page.locator('h1')).toHaveText(heading);
      // The page is the one the server sent, not the not-found page React would render at an
      // address it has no route for (logging hydration errors #418 and #423).
      await expect(page).not.toHaveTitle(/Page Not Found/);
      expect(watch.errors).toEqual([]);
    });
  }
});

test('robots.txt lets crawlers read the site and names the sitemap; the not-found pages stay out of the index', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow:/m);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  expect(sitemapUrl).toBe(`${site.url}${site.baseUrl}sitemap.xml`);
  const sitemap = await request.get(new URL(sitemapUrl ?? '').pathname);
  expect(sitemap.status()).toBe(200);
  const paths = sitemapPaths();
  expect(paths).toContain(introductionPage.path);
  // Not through robots.txt, which would hide their noindex from crawlers, but as before:
  // marked noindex and left out of the sitemap.
  for (const notFound of ['/404.html', '/docs/v0.x/404/']) {
    expect(paths).not.toContain(notFound);
    const html = await (await request.get(notFound)).text();
    expect(html, notFound).toMatch(/<meta[^>]*name="?robots"?[^>]*content="?noindex/);
  }
});

test('fonts are files: no stylesheet of the build carries a font as a data URL', () => {
  // The `docusaurus` script's WEBPACK_URL_LOADER_LIMIT=0 keeps every asset a file; a font
  // inlined in the render-blocking CSS would be downloaded on every page, used or not.
  const cssDir = join(buildDir, 'assets', 'css');
  const inlined = readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .flatMap((name) =>
      [
        ...readFileSync(join(cssDir, name), 'utf8').matchAll(
          /url\(\s*["']?data:(?:font\/|application\/(?:x-)?font)/g,
        ),
      ].map(() => name),
    );
  expect(inlined).toEqual([]);
  expect(readdirSync(join(buildDir, 'assets', 'fonts')).some((f) => f.endsWith('.woff2'))).toBe(
    true,
  );
});
