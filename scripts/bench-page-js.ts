/**
 * The JavaScript a served page runs, measured in Chromium: every script response of the
 * page, each file once, raw and gzip -9 of its decoded body. Prefetches of other pages'
 * chunks are left out: they are fetched for a later navigation, not run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { waitForHydration, watchPage } from '../tests/support/page-watch';
import type { JsFigures, PageJsComparison } from './bench-budgets';
import { networkQuiet } from './bench-search';

export interface PageJs extends JsFigures {
  files: number;
  /** Paths of the scripts, in the order their responses came. */
  paths: string[];
  /** Console errors and uncaught exceptions while the page loaded. */
  errors: string[];
}

/**
 * Whether a response is a script the page runs. A link prefetch (Docusaurus's and ours
 * use `<link rel=prefetch>`) is not of type script in Chromium, and it carries a
 * `Sec-Purpose` (or older `Purpose`) header of `prefetch`.
 */
export function isRunScript(resourceType: string, headers: Record<string, string>): boolean {
  if (resourceType !== 'script') return false;
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers['purpose'] ?? ''}`;
  return !purpose.includes('prefetch');
}

/**
 * Every script `url` runs, in a fresh browser context, until React has hydrated the page
 * (entry scripts and the route's chunks; not "until load", since the entry scripts start
 * after the first paint, which can come after the load event), or until the network is
 * idle: Playwright's networkidle, hydration, and then 3 s without any request. The last
 * wait is needed because networkidle can come before the entry scripts even start, and a
 * chunk loaded a second after hydration (the image zoom's) otherwise landed in one load
 * and not in the next.
 */
export async function pageJs(
  browser: Browser,
  url: string,
  until: 'hydrated' | 'networkidle',
): Promise<PageJs> {
  const page = await browser.newPage();
  const watch = watchPage(page);
  const bodies: Promise<Buffer>[] = [];
  const seen = new Set<string>();
  const paths: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!isRunScript(request.resourceType(), request.headers()) || seen.has(response.url())) {
      return;
    }
    seen.add(response.url());
    paths.push(new URL(response.url()).pathname);
    bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  try {
    await page.goto(url, { waitUntil: until === 'hydrated' ? 'load' : 'networkidle' });
    await waitForHydration(page);
    if (until === 'networkidle') await networkQuiet(page.context());
  } catch (error) {
    watch.errors.push(`not loaded or not hydrated: ${(error as Error).message.split('\n')[0]}`);
  }
  const loaded = await Promise.all(bodies);
  watch.stop();
  await page.close();
  return {
    raw: loaded.reduce((sum, b) => sum + b.length, 0),
    gzip: loaded.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
    files: loaded.length,
    paths,
    errors: watch.errors,
  };
}

/**
 * The original site's page to compare `page` with: the same path when the original's build
 * has it. Its build has no generated reference pages (its generators did not run), so those
 * are compared with its introduction, a docs page with the same layout and navigation.
 */
export function originalPageFor(page: string, originalBuildDir: string): string {
  const { pathname } = new URL(page, 'http://localhost');
  return existsSync(join(originalBuildDir, pathname, 'index.html')) ? page : '/docs/introduction/';
}

/** Each page's JavaScript until the network is quiet, ours and the original's, in turns. */
export async function comparePageJs(
  browser: Browser,
  pages: readonly string[],
  sites: { ours: string; original: string; originalBuildDir: string },
): Promise<{ comparisons: PageJsComparison[]; errors: string[] }> {
  const comparisons: PageJsComparison[] = [];
  const errors: string[] = [];
  for (const page of pages) {
    const originalPage = originalPageFor(page, sites.originalBuildDir);
    const ours = await pageJs(browser, `${sites.ours}${page}`, 'networkidle');
    const original = await pageJs(browser, `${sites.original}${originalPage}`, 'networkidle');
    errors.push(...ours.errors.map((error) => `${page}: ${error}`));
    comparisons.push({
      page,
      ours: { raw: ours.raw, gzip: ours.gzip },
      originalPage,
      original: { raw: original.raw, gzip: original.gzip },
    });
  }
  return { comparisons, errors };
}
