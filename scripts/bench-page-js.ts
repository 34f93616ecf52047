/**
 * The JavaScript a served page runs, measured in Chromium: every script response of the
 * page, each file once, raw and gzip -9 of its decoded body. Prefetches of other pages'
 * chunks are left out: they are fetched for a later navigation, not run.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { waitForHydration, watchPage } from '../tests/support/page-watch';
import type { JsFigures } from './bench-budgets';
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
