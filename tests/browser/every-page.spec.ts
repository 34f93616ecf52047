import { test as base, expect, type Page } from '@playwright/test';
import { referencePaths } from '../../config/reference';
import { axeViolations, injectAxe } from '../support/axe';
import {
  generatedPolicy,
  hashSource,
  inlineScriptTexts,
  parsePolicy,
  revalidate,
  securityHeaderProblems,
} from '../support/hosting';
import { originalRoutes } from '../support/original-routes';
import { contentsColumnOutOfView, sidewaysScroll } from '../support/reading';
import { sitemapPaths } from '../support/sitemap';
import { listenForCspViolations, waitForHydration, watchPage } from '../support/page-watch';

/*
 * One browser pass per sitemap URL does every per-page check: status, the security and cache
 * headers nginx sends (deploy/nginx/), hydration, console errors, Content-Security-Policy
 * violations, requests to other hosts, axe in light and in dark mode, and two reading basics:
 * the contents column of a long page stays in view, and at 375 px nothing scrolls sideways.
 *
 * With the generated reference the sitemap has hundreds of URLs, so each worker keeps one
 * page open for all its URLs: the browser then reuses the site's scripts and styles from
 * its cache, as a reader's browser does, instead of starting cold for every URL. On the
 * generated reference pages, most of the sitemap, axe checks the <main> region only: the
 * navbar, sidebar and footer around it are the same components that every hand-written page
 * checks in full.
 */
const isReferencePage = (path: string): boolean =>
  Object.values(referencePaths).some((prefix) => path.startsWith(prefix) && path !== prefix);
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const page = await context.newPage();
      await listenForCspViolations(page);
      await use(page);
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
      const headers = response?.headers() ?? {};
      expect(securityHeaderProblems(headers), 'security headers').toEqual([]);
      expect(headers['cache-control'], 'Cache-Control of a page').toBe(revalidate);
      // goto waits for the load event: every image, font and stylesheet has been requested.
      await waitForHydration(page);
      // Every inline script of the page is allowed by its hash (the browser would also report
      // a blocked one as a violation; this names the script).
      const allowed = new Set(parsePolicy(generatedPolicy()).get('script-src'));
      const unhashed = (await inlineScriptTexts(page)).filter((s) => !allowed.has(hashSource(s)));
      expect(unhashed, 'inline scripts without a hash in the policy').toEqual([]);

      // Light mode gets every axe rule; dark mode only changes colors, so it gets the
      // color rules (axe is the slow part of this test, several seconds a page).
      // Color transitions would let axe sample a color halfway through the theme switch.
      await page.addStyleTag({
        content:
          '*, *::before, *::after { transition: none !important; animation: none !important; }',
      });
      await injectAxe(page);
      // KaTeX draws each formula twice: MathML for assistive technology and an aria-hidden
      // HTML rendering made of many spans. Axe checks the MathML and skips the copy.
      const context = {
        include: isReferencePage(path) ? [['main']] : [['html']],
        exclude: [['.katex-html']],
      };
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
        const violations = await axeViolations(
          page,
          context,
          mode === 'dark'
            ? { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } }
            : {},
        );
        expect(violations, `axe violations in ${mode} mode`).toEqual([]);
      }

      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      expect(await contentsColumnOutOfView(page), 'contents column').toBeUndefined();
      expect(await sidewaysScroll(page), 'sideways scroll on a phone').toBeUndefined();

      expect(watch.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(watch.errors, 'console errors').toEqual([]);
      expect(watch.foreignRequests, 'requests to other hosts').toEqual([]);
    } finally {
      watch.stop();
    }
  });
}

/*
 * The original site's URLs (no trailing slash) still lead to a page: 200 after at most the
 * server's one redirect to the trailing-slash form, which is a sitemap page checked in full
 * above. Nothing more is checked here, to keep the pass at one axe run per page.
 */
const sitemap = new Set(sitemapPaths());
for (const route of originalRoutes) {
  test(`the original site's ${route} still answers 200`, async ({ sharedPage: page }) => {
    const watch = watchPage(page);
    try {
      const response = await page.goto(route);
      expect(response?.status(), 'HTTP status').toBe(200);
      const redirects = response?.request().redirectedFrom() ? 1 : 0;
      expect(
        response?.request().redirectedFrom()?.redirectedFrom() ?? null,
        'one redirect at most',
      ).toBeNull();
      const landed = new URL(page.url()).pathname;
      expect(sitemap.has(landed), `${route} landed on ${landed}, which is not in the sitemap`).toBe(
        true,
      );
      if (redirects) expect(landed).toBe(`${route}/`);
      await waitForHydration(page);
      expect(watch.errors, 'console errors').toEqual([]);
    } finally {
      watch.stop();
    }
  });
}
