import { test as base, expect, type Page } from '@playwright/test';
import { workflowPage } from '../support/built-site';
import { waitForHydration, watchPage } from '../support/page-watch';
import { sitemapPaths } from '../support/sitemap';

/*
 * The smoke pass of the site built with every speed measure off (`SPEED_OFF=all`, a build in
 * build-speed-off/, served in place of build/: see scripts/test.sh). Those measures are the
 * code most likely to break on a Docusaurus upgrade; this pass shows that switching them off
 * still gives a working site: every page loads and hydrates without an error, and search,
 * math, code, glossary tooltips, page tools and the planner work. The full suite runs on the
 * production build; this file is skipped there.
 */
const smoke = Boolean(process.env.SPEED_SMOKE);
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.skip(!smoke, 'the smoke pass runs on the speed-off build only (SPEED_SMOKE=1)');

for (const path of smoke ? sitemapPaths() : []) {
  test(`${path} loads and hydrates without an error`, async ({ sharedPage: page }) => {
    const watch = watchPage(page);
    try {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(watch.errors).toEqual([]);
    } finally {
      watch.stop();
    }
  });
}

test('search answers', async ({ page }) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  await page.locator('input.navbar__search-input').fill('poll');
  await expect(page.locator('[role=listbox] [role=option]').first()).toBeVisible();
});

test('math and code render', async ({ page }) => {
  await page.goto('/docs/spec/');
  expect(await page.locator('article .katex').count()).toBeGreaterThan(10);
  await page.goto('/docs/quickstart/');
  await waitForHydration(page);
  await expect(page.locator('article pre code').first()).toContainText('mkdir maci-quickstart');
  // Highlighted by the theme's own code block: Prism's token classes.
  expect(await page.locator('article pre code .token').count()).toBeGreaterThan(10);
});

test('the site is stock Docusaurus: none of the speed module is in it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/docs/spec/');
  await waitForHydration(page);
  // The theme mounts the closed menu panel as soon as a narrow page has hydrated; the
  // module's MobileSidebar waits for the reader to reach for the menu button.
  await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
  // The entry scripts are the stock template's deferred elements, not the module's start-up
  // script.
  expect(await page.locator('head script[src][defer]').count()).toBeGreaterThan(0);
});

test('a glossary term shows its definition, and the page tools and the planner are there', async ({
  page,
}) => {
  await page.goto(workflowPage.path);
  await waitForHydration(page);
  const word = page.locator('.markdown .glossary-term [tabindex="0"]').first();
  const id = await word.getAttribute('aria-describedby');
  await word.hover();
  await expect(page.locator(`[role="tooltip"][id="${id}"]`)).toBeVisible();
  await expect(
    page.locator('.page-tools').getByRole('button', { name: 'Copy page as Markdown' }),
  ).toBeVisible();
  await page.goto('/docs/deployment-planner/');
  await waitForHydration(page);
  await expect(
    page
      .locator('[class*="planner"]')
      .first()
      .getByRole('radio', { name: /Quadratic \(qv\)/ }),
  ).toBeChecked();
});
