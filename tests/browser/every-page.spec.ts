import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { sitemapPaths } from '../support/sitemap';
import { waitForHydration, watchPage } from '../support/page-watch';

/*
 * One browser pass per sitemap URL does every per-page check: status, hydration, console
 * errors, requests to other hosts, and axe in light and in dark mode.
 *
 * With the generated reference the sitemap has about 300 URLs, so each worker keeps one
 * page open for all its URLs: the browser then reuses the site's scripts and styles from
 * its cache, as a reader's browser does, instead of starting cold for every URL.
 */
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const path of sitemapPaths()) {
  test(`${path} loads cleanly and passes axe in light and dark mode`, async ({
    sharedPage: page,
  }) => {
    // The longest pages (the specification) take axe a while.
    test.setTimeout(180_000);
    const watch = watchPage(page);
    try {
      const response = await page.goto(path);
      expect(response?.status(), 'HTTP status').toBe(200);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');

      // Light mode gets every axe rule; dark mode only changes colors, so it gets the
      // color rules (axe is the slow part of this test, several seconds a page).
      // Color transitions would let axe sample a color halfway through the theme switch.
      await page.addStyleTag({
        content:
          '*, *::before, *::after { transition: none !important; animation: none !important; }',
      });
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
        // KaTeX draws each formula twice: MathML for assistive technology and an aria-hidden
        // HTML rendering made of many spans. Axe checks the MathML and skips the copy.
        let axe = new AxeBuilder({ page })
          .exclude('.katex-html')
          .options({ resultTypes: ['violations'] });
        if (mode === 'dark') axe = axe.withRules(['color-contrast', 'link-in-text-block']);
        const results = await axe.analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ` +
            v.nodes.map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? ''}]`).join('; '),
        );
        expect(summary, `axe violations in ${mode} mode`).toEqual([]);
      }

      expect(watch.errors, 'console errors').toEqual([]);
      expect(watch.foreignRequests, 'requests to other hosts').toEqual([]);
    } finally {
      watch.stop();
    }
  });
}
