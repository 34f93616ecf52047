import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { chunkText, contentChunk, introductionPage, workflowPage } from '../support/built-site';
import { waitForHydration } from '../support/page-watch';
import { baseURL } from '../support/server';
import { buildDir } from '../support/sitemap';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The page's content chunk with its Markdown component made to throw while rendering, for
 * as long as `window.crashContent` is true. The shipped site has no crashing page; this
 * makes a real page component fail in the browser without building one.
 */
function crashingChunk(chunkPath: string): string {
  const text = chunkText(chunkPath);
  const component = /default:\(\)=>([\w$]+)/.exec(text)?.[1];
  if (!component) throw new Error(`No default export found in ${chunkPath}`);
  const start = new RegExp(`function ${component.replace(/\$/g, '\\$')}\\([^)]*\\)\\{`);
  if (!start.test(text)) throw new Error(`No function ${component} found in ${chunkPath}`);
  return text.replace(
    start,
    (head) => `${head}if(window.crashContent)throw new Error("Test crash of the page content");`,
  );
}

test('a page crash shows "This page crashed." with "Try again" and the title "Page Error"', async ({
  page,
}) => {
  const chunk = contentChunk(workflowPage.source);
  const body = crashingChunk(chunk);
  await page.route(`${baseURL}${chunk}`, (route) =>
    route.fulfill({ body, contentType: 'application/javascript' }),
  );
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { crashContent: true }));

  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: workflowPage.sidebarLabel, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText('Test crash of the page content')).toBeVisible();
  // The navbar stays: only the page content is replaced.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Once the cause is gone, "Try again" renders the page.
  await page.evaluate(() => Object.assign(window, { crashContent: false }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
  await expect(page).toHaveTitle(`${workflowPage.title} | MACI`);
});

/** Serves build/ below `prefix` only, as a host does where the site is deployed below a path. */
function subPathServer(prefix: string): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    let file = path.startsWith(prefix) ? join(buildDir, normalize(path.slice(prefix.length))) : '';
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(buildDir) || !existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    const type = file.endsWith('.html') ? 'text/html' : 'application/octet-stream';
    response.writeHead(200, { 'Content-Type': type });
    createReadStream(file).pipe(response);
  });
}

test('a site served under another base URL than configured shows the red "did not load properly" banner', async ({
  page,
}) => {
  // Configured for "/", deployed at /maci/: the pages load but their /assets/ do not.
  const server = subPathServer('/maci/');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await page.goto(`http://127.0.0.1:${port}/maci/`);
    expect(response?.status()).toBe(200);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('We suggest trying baseUrl = /maci/');
    expect(await banner.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(
      'rgb(255, 0, 0)',
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('the site under its configured base URL shows no base URL banner', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});

test('a search index address on another origin is refused with "Unexpected version url"', async ({
  page,
  context,
}) => {
  // The search page takes the index's version path from its URL; this one leaves the site.
  const foreign: string[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(baseURL)) foreign.push(request.url());
  });
  await context.route('http://evil.invalid/**', (route) => route.abort());
  await page.goto('/search/?q=poll&version=/evil.invalid/');
  // The page says so instead of searching.
  await expect(page.locator('main [role=alert]')).toHaveText('Unexpected version url');
  await expect(page.locator('main article')).toHaveCount(0);
  expect(foreign).toEqual([]);
});
