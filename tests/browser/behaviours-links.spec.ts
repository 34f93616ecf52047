import { expect, test, type Page } from '@playwright/test';
import { introductionPage, serveIndexHtmlAsIs, workflowPage } from '../support/built-site';
import { waitForHydration } from '../support/page-watch';
import { baseURL } from '../support/server';

test.use({ viewport: { width: 1280, height: 800 } });

/** Between them: navbar, footer, docs sidebar, pagination, blog sidebar, tag and author links. */
const samplePages = ['/', '/docs/introduction/', '/blog/maci-1-0-release/'];

test('internal links carry the trailing slash', async ({ page }) => {
  const offenders: string[] = [];
  for (const path of samplePages) {
    await page.goto(path);
    await waitForHydration(page);
    const addresses = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of addresses) {
      const url = new URL(href);
      // Files (feeds, images) keep their names; only page routes take the slash.
      const isFile = /\.[a-z0-9]+$/i.test(url.pathname);
      if (url.origin === baseURL && !isFile && !url.pathname.endsWith('/')) {
        offenders.push(`${path}: ${url.pathname}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});

test('/x.html and /x/index.html open the page /x/', async ({ page }) => {
  for (const variant of ['/docs/workflow.html', '/docs/workflow/index.html']) {
    await page.goto(variant);
    await expect(page).toHaveURL(`${baseURL}${workflowPage.path}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
  }
});

test('a static host serving /x/index.html as is shows the page /x/ at the address /x/', async ({
  page,
}) => {
  // The head script of plugins/static-hosting rewrites the address before the app starts, so
  // the router finds the route and its code already loaded (tests/browser/static-hosts.spec.ts
  // checks the same on a plain file server, with no hydration error).
  const url = await serveIndexHtmlAsIs(page, workflowPage.path);
  await page.goto(url);
  await waitForHydration(page);
  await expect(page).toHaveURL(`${baseURL}${workflowPage.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: workflowPage.sidebarLabel })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('following a link with a hash scrolls its target to the top of the window', async ({
  page,
}) => {
  await page.goto('/docs/deployment/');
  await waitForHydration(page);
  // A content link to a section of another page.
  const link = page.locator('article a[href^="/docs/"][href*="/#"]').first();
  await expect(link, 'a link to a section of another docs page').toBeAttached();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(`${baseURL}${href}`);
  const id = decodeURIComponent(new URL(href, baseURL).hash.slice(1));
  const target = page.locator(`[id="${id}"]`);
  // Headings keep a navbar's height of margin above them when scrolled to.
  await expect
    .poll(() => target.evaluate((el) => el.getBoundingClientRect().top))
    .toBeLessThan(100);
  expect(await target.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('following a link without a hash scrolls the new page to the top', async ({ page }) => {
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  // The next page is longer, so a kept position would not be clamped back to the top.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => scrollY(page)).toBe(2000);
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: workflowPage.sidebarLabel, exact: true })
    .click();
  await expect(page).toHaveURL(`${baseURL}${workflowPage.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
  expect(await scrollY(page)).toBe(0);
});
