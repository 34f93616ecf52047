import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  hashSource,
  immutable,
  parsePolicy,
  revalidate,
  securityHeaderProblems,
  securityHeaders,
} from '../support/hosting';
import { listenForCspViolations, waitForHydration, watchPage } from '../support/page-watch';
import { baseURL } from '../support/server';
import { buildDir } from '../support/sitemap';

/*
 * The nginx configuration in deploy/nginx/ as the browser tests' server runs it
 * (scripts/serve-nginx.ts): headers, caching, compression, redirects and errors. The
 * sitemap's pages get their headers checked one by one in every-page.spec.ts.
 */

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const builtFiles = filesUnder(buildDir).map((file) => `/${relative(buildDir, file)}`);
const firstFile = (pattern: RegExp) => {
  const file = builtFiles.find((path) => pattern.test(path));
  if (!file) throw new Error(`No built file matches ${pattern}`);
  return file;
};
const mainScript = firstFile(/^\/assets\/js\/main\.[0-9a-f]+\.js$/);
const stylesheet = firstFile(/^\/assets\/css\/.+\.css$/);
const font = firstFile(/^\/assets\/fonts\/.+\.woff2$/);

/** A request that does not follow redirects and asks for no compression unless told. */
async function fetchRaw(request: APIRequestContext, path: string, encoding = 'identity') {
  return request.get(path, { maxRedirects: 0, headers: { 'Accept-Encoding': encoding } });
}

test('pages send the exact security headers and a policy that allows only the site and its own inline scripts', async ({
  request,
  page,
}) => {
  const response = await fetchRaw(request, '/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(securityHeaderProblems(headers)).toEqual([]);
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name]).toBe(value);

  const policy = parsePolicy(headers['content-security-policy']);
  // Inline scripts of every built page (the redirect pages at /docs/ and /docs/v0.x/ are not
  // in the sitemap), as the browser's own HTML parser reads them.
  const scriptElements = new Set<string>();
  for (const path of builtFiles.filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(join(buildDir, path), 'utf8');
    for (const element of html.match(/<script\b[\s\S]*?<\/script\s*>/gi) ?? []) {
      scriptElements.add(element);
    }
  }
  await page.goto('/');
  const scripts = await page.evaluate(
    (html) =>
      [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script')]
        .filter((script) => !script.hasAttribute('src'))
        .filter((script) => {
          const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
          return type === '' || type === 'module' || type === 'text/javascript';
        })
        .map((script) => script.textContent ?? ''),
    [...scriptElements].join('\n'),
  );
  const hashes = [...new Set(scripts.map(hashSource))].sort();
  expect(hashes.length, 'distinct inline scripts in the build').toBeGreaterThan(0);
  expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);

  // data: URLs are allowed for images and fonts only when the built site uses them.
  const texts = builtFiles
    .filter((path) => /\.(html|css|js)$/.test(path))
    .map((path) => readFileSync(join(buildDir, path), 'utf8'));
  const usesDataImages = texts.some((text) => text.includes('data:image/'));
  const usesDataFonts = texts.some((text) => /data:(font\/|application\/(x-)?font)/.test(text));
  expect(policy.get('img-src')).toEqual(usesDataImages ? ["'self'", 'data:'] : ["'self'"]);
  expect(policy.get('font-src')).toEqual(usesDataFonts ? ["'self'", 'data:'] : ["'self'"]);

  expect(
    Object.fromEntries([...policy].filter(([name]) => !/^(script|img|font)-src$/.test(name))),
  ).toEqual({
    'default-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
});

test('the policy is enforced: a script injected into a page is blocked, the same script runs without the header', async ({
  page,
}) => {
  const inject = () =>
    page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.body.append(script);
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
  await listenForCspViolations(page);
  const watch = watchPage(page);
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  expect(watch.cspViolations).toEqual([]);
  expect(await inject(), 'the injected script ran').toBe(false);
  await expect.poll(() => watch.cspViolations.length).toBeGreaterThan(0);
  expect(watch.cspViolations.join('\n')).toMatch(/script-src/);

  // Control: the same page without the policy header runs the injected script.
  await page.route(`${baseURL}/docs/introduction/`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  expect(await inject(), 'the injected script ran without the header').toBe(true);
  watch.stop();
});

test('the redirect pages at the version roots run their inline script under the policy', async ({
  page,
}) => {
  await listenForCspViolations(page);
  const watch = watchPage(page);
  // The page's script keeps the query and hash (its meta refresh fallback would drop them).
  await page.goto('/docs/v0.x/?from=root#top');
  await expect(page).toHaveURL(`${baseURL}/docs/v0.x/introduction/?from=root#top`);
  await waitForHydration(page);
  expect(watch.cspViolations).toEqual([]);
  watch.stop();
});

test('hashed assets are cached for a year; pages, search indexes and other files are revalidated', async ({
  request,
}) => {
  // Only files named by their content hash may be immutable.
  const unhashed = builtFiles
    .filter((path) => path.startsWith('/assets/'))
    .filter((path) => !/[.-][0-9a-f]{8,}\.[a-z0-9]+$/.test(path));
  expect(unhashed, 'files under /assets/ without a content hash in their name').toEqual([]);

  for (const path of [mainScript, stylesheet, font]) {
    const response = await fetchRaw(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(immutable);
    expect(securityHeaderProblems(response.headers()), path).toEqual([]);
  }
  for (const path of [
    '/',
    '/docs/introduction/',
    '/search-index.json',
    '/search-index-text.json',
    '/docs/v0.x/search-index.json',
    '/sitemap.xml',
    '/blog/rss.xml',
    '/img/logo.svg',
    '/img/favicon.ico',
  ]) {
    const response = await fetchRaw(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(revalidate);
    expect(response.headers()['etag'] ?? response.headers()['last-modified'], path).toBeTruthy();
  }
});

test('text files are sent compressed with brotli or gzip, whichever the browser accepts', async ({
  request,
}) => {
  for (const path of [
    '/',
    mainScript,
    stylesheet,
    '/search-index.json',
    '/search-index-text.json',
    '/sitemap.xml',
    '/img/logo.svg',
  ]) {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetchRaw(request, path, encoding);
      expect(response.status(), `${path} (${encoding})`).toBe(200);
      expect(response.headers()['content-encoding'], `${path} (${encoding})`).toBe(encoding);
      expect(response.headers()['vary'], `${path} (${encoding})`).toMatch(/Accept-Encoding/i);
    }
    const plain = await fetchRaw(request, path);
    expect(plain.headers()['content-encoding'], `${path} (identity)`).toBeUndefined();
  }
  // The browser asks for both and gets brotli.
  const response = await fetchRaw(request, mainScript, 'gzip, deflate, br');
  expect(response.headers()['content-encoding']).toBe('br');
});

test('unknown paths and assets answer 404 with the not-found page and the security headers', async ({
  request,
}) => {
  for (const path of ['/no/such/page/', '/no/such/page', '/assets/js/no-such-chunk.js']) {
    const response = await fetchRaw(request, path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(await response.text(), path).toContain('Page Not Found');
    expect(securityHeaderProblems(response.headers()), path).toEqual([]);
    // A missing asset must not be cached for a year.
    expect(response.headers()['cache-control'], path).not.toBe(immutable);
  }
});

// Version names, latest first (Docusaurus's versions.json); the latest is served at /docs/.
const docsVersions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];

test('an unknown path under each docs version gets the not-found page of that version, which hydrates without a mismatch', async ({
  page,
}) => {
  for (const [index, version] of docsVersions.entries()) {
    const versionPath = index === 0 ? '/docs/' : `/docs/${version}/`;
    for (const path of [`${versionPath}no-such-page/`, `${versionPath}no/such/page/`]) {
      await listenForCspViolations(page);
      const watch = watchPage(page);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await waitForHydration(page);
      await expect(page, path).toHaveTitle(/^Page Not Found \| /);
      // The server's HTML already had this version in the navbar: React kept it (a
      // mismatch logs errors #418/#423 and renders the page again).
      const dropdown = page.locator('.navbar .dropdown > .navbar__link').first();
      await expect(dropdown, path).toHaveText(version);
      const unexpected = watch.errors.filter((e) => !e.startsWith('Failed to load resource'));
      expect(unexpected, path).toEqual([]);
      expect(watch.cspViolations, path).toEqual([]);
      watch.stop();
    }
  }
  // A version's not-found page is not a page of its own.
  const direct = await fetchRaw(page.request, `/docs/${docsVersions[1]}/404/`);
  expect(direct.status()).toBe(404);
});

test('a page address without its trailing slash, as /x/index.html or as /x.html redirects to /x/', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/docs/introduction', '/docs/introduction/'],
    ['/docs/introduction?from=link', '/docs/introduction/?from=link'],
    ['/docs/introduction/index.html', '/docs/introduction/'],
    ['/docs/introduction/index.html?from=link', '/docs/introduction/?from=link'],
    ['/index.html', '/'],
    ['/docs/introduction.html', '/docs/introduction/'],
  ]) {
    const response = await fetchRaw(request, from);
    expect(response.status(), from).toBe(301);
    // Relative: the redirect keeps whatever scheme and host a proxy in front uses.
    expect(response.headers()['location'], from).toBe(to);
    expect(securityHeaderProblems(response.headers()), from).toEqual([]);
  }
});

test('text and Markdown files are sent as UTF-8 with their types', async ({ request }) => {
  const types: Record<string, string> = {
    '.txt': 'text/plain; charset=utf-8',
    '.md': 'text/markdown; charset=utf-8',
  };
  const files = builtFiles.filter((path) => /\.(txt|md)$/.test(path));
  test.skip(files.length === 0, 'the build has no .txt or .md files yet');
  // One file of each kind (llms.txt and the pages' Markdown twins when they exist).
  const samples = Object.keys(types)
    .map((extension) => files.find((path) => path.endsWith(extension)))
    .filter((path): path is string => path !== undefined);
  for (const path of samples) {
    const response = await fetchRaw(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(types[path.slice(path.lastIndexOf('.'))]);
    expect(response.headers()['cache-control'], path).toBe(revalidate);
    // nginx leaves files under 256 bytes uncompressed (brotli_min_length).
    if (statSync(join(buildDir, path)).size >= 256) {
      const compressed = await fetchRaw(request, path, 'br');
      expect(compressed.headers()['content-encoding'], path).toBe('br');
    }
  }
});
