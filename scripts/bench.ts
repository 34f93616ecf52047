/**
 * Benchmark (npm run bench): builds from clean twice and reports build time, page count,
 * whether both builds are identical, the bytes each key page loads (by kind, raw and
 * gzipped), each bench page's JavaScript against the original site's, Lighthouse scores
 * and Core Web Vitals (mobile and desktop; mobile performance of the original's pages in
 * turns with ours), the reference generators' time, and search
 * against the original site's, side by side (scripts/bench-search.ts). Pages are served by
 * nginx with the shipped production configuration (scripts/serve-nginx.ts). Results go to
 * bench/results.json; the process exits with an error when a budget of
 * scripts/bench-budgets.ts is not met. `npm run bench -- --search-only` measures only the
 * search of the existing build (no builds, no Lighthouse). `npm run bench -- --ablation`
 * measures what each group of speed measures does (scripts/bench-ablation.ts).
 * `npm run bench -- --lighthouse-only[=/docs/errors/,…] [--mobile-only]` runs Lighthouse alone
 * on the existing build, on some bench pages.
 * BENCH_LIGHTHOUSE_RUNS sets the runs per page and preset (default 5, median kept: with 3,
 * the long specification page scored anywhere from 94 to 97 on the same build).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import {
  checkBudgets,
  checkLighthouseBudgets,
  checkPageJsBudgets,
  checkSearchBudgets,
  type PageJsComparison,
} from './bench-budgets';
import { ablation } from './bench-ablation';
import { ablationGroups } from './bench-ablation-verdict';
import { differingFiles, fingerprintTree } from './bench-determinism';
import { measureGenerators } from './bench-generators';
import { lighthousePages, measureLighthouse, type LighthouseResults } from './bench-lighthouse';
import { comparePageJs, originalPageFor } from './bench-page-js';
import {
  measureSearch,
  originalBuild,
  originalTarball,
  searchTable,
  type SearchFigures,
} from './bench-search';
import { serve, stop } from './bench-serve';

const root = join(__dirname, '..');
const port = 3450;
const origin = `http://127.0.0.1:${port}`;
/** The original site's build, for the side-by-side measures. */
const originalPort = 3451;
const pages = ['/', '/docs/introduction/', '/roadmap/'];

type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';
type Weight = Record<Kind, { raw: number; gzip: number; requests: number }>;

function kindOf(url: string, contentType: string): Kind {
  if (contentType.includes('text/html')) return 'html';
  if (contentType.includes('javascript') || url.endsWith('.js')) return 'js';
  if (contentType.includes('text/css') || url.endsWith('.css')) return 'css';
  if (/font|woff2?$/.test(contentType + url)) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) count += countHtml(path);
    else if (entry.endsWith('.html')) count += 1;
  }
  return count;
}

/** The bytes each key page loads, by kind. */
async function measurePages(): Promise<Record<string, Weight>> {
  const server = await serve(port);
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const results: Record<string, Weight> = {};
    for (const path of pages) {
      const page = await browser.newPage();
      const weight: Weight = {
        html: { raw: 0, gzip: 0, requests: 0 },
        js: { raw: 0, gzip: 0, requests: 0 },
        css: { raw: 0, gzip: 0, requests: 0 },
        font: { raw: 0, gzip: 0, requests: 0 },
        image: { raw: 0, gzip: 0, requests: 0 },
        other: { raw: 0, gzip: 0, requests: 0 },
      };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        pending.push(
          (async () => {
            const body = await response.body().catch(() => Buffer.alloc(0));
            const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
            weight[kind].raw += body.length;
            weight[kind].gzip += gzipSync(body, { level: 9 }).length;
            weight[kind].requests += 1;
          })(),
        );
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      results[path] = weight;
      await page.close();
    }
    await browser.close();
    return results;
  } finally {
    await stop(server);
  }
}

interface Site {
  origin: string;
  buildDir: string;
}

interface ServedSites {
  ours: Site;
  original: Site;
}

interface BothSites extends ServedSites {
  browser: Browser;
}

/** Said once when the original's build is missing: what the run leaves out. */
const withoutOriginal =
  `No original build at ${originalTarball(root)}: the figures that compare with the original ` +
  'site (its Lighthouse scores, page JavaScript and search) and their budgets are skipped; ' +
  'our own figures and the budgets that need only them are measured.';

/**
 * Our build (or `oursDir`) and the original site's, each served by serve-nginx.ts; undefined
 * without the original's build.
 */
async function withServedSites<T>(
  oursDir: string | undefined,
  measure: (sites: ServedSites) => Promise<T>,
): Promise<T | undefined> {
  const originalDir = originalBuild(root);
  if (!originalDir) return undefined;
  const servers = [await serve(port, oursDir)];
  try {
    servers.push(await serve(originalPort, originalDir));
    return await measure({
      ours: { origin, buildDir: oursDir ?? join(root, 'build') },
      original: { origin: `http://127.0.0.1:${originalPort}`, buildDir: originalDir },
    });
  } finally {
    await Promise.all(servers.map(stop));
  }
}

/** Both sites served, and a Playwright browser for measures that drive pages themselves. */
async function withBothSites<T>(
  oursDir: string | undefined,
  measure: (sites: BothSites) => Promise<T>,
): Promise<T | undefined> {
  return withServedSites(oursDir, async (sites) => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      return await measure({ ...sites, browser });
    } finally {
      await browser.close();
    }
  });
}

/**
 * Lighthouse on every bench page, the original's counterpart in turns (mobile). Lighthouse
 * starts its own Chromium, so no Playwright browser runs beside it.
 */
async function measureLighthouseSideBySide(
  only: Parameters<typeof measureLighthouse>[3] = {},
): Promise<LighthouseResults> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const sideBySide = await withServedSites(undefined, ({ ours, original }) =>
    measureLighthouse(
      ours.origin,
      runs,
      {
        origin: original.origin,
        pageFor: (path) => originalPageFor(path, original.buildDir),
      },
      only,
    ),
  );
  if (sideBySide) return sideBySide;
  const server = await serve(port);
  try {
    return await measureLighthouse(origin, runs, undefined, only);
  } finally {
    await stop(server);
  }
}

async function measureSearchSideBySide(): Promise<SearchFigures | undefined> {
  // BENCH_SEARCH_BUILD: another build of this site in place of build/, to compare search
  // engines.
  const oursDir = process.env.BENCH_SEARCH_BUILD
    ? resolve(process.env.BENCH_SEARCH_BUILD)
    : undefined;
  return withBothSites(oursDir, ({ browser, ours, original }) =>
    measureSearch(browser, { ours, original }),
  );
}

/** Every bench page's JavaScript, ours and the original's (bench-page-js.ts). */
async function measurePageJsSideBySide(): Promise<PageJsComparison[] | undefined> {
  const compared = await withBothSites(undefined, ({ browser, ours, original }) =>
    comparePageJs(browser, lighthousePages, {
      ours: ours.origin,
      original: original.origin,
      originalBuildDir: original.buildDir,
    }),
  );
  for (const error of compared?.errors ?? []) console.warn(error);
  return compared?.comparisons;
}

function report(budgets: { budget: string; actual: string; met: boolean }[]): void {
  console.log('\nBudgets:');
  for (const b of budgets) console.log(`  ${b.met ? 'met   ' : 'FAILED'} ${b.budget}: ${b.actual}`);
  console.log('\nWritten to bench/results.json');
  const failed = budgets.filter((b) => !b.met).length;
  if (failed > 0) {
    console.error(`\n${failed} budget(s) not met.`);
    process.exitCode = 1;
  }
}

/** --search-only: the search comparison alone, on the existing build; results.json holds only it. */
async function searchOnly(): Promise<void> {
  const search = await measureSearchSideBySide();
  if (!search) return console.log(withoutOriginal);
  const budgets = checkSearchBudgets(search);
  const results = { date: new Date().toISOString(), searchOnly: true, search, budgets };
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${searchTable(search).join('\n')}`);
  report(budgets);
}

/** --page-js-only: each bench page's JavaScript against the original's, on the existing build. */
async function pageJsOnly(): Promise<void> {
  const pageJs = await measurePageJsSideBySide();
  if (!pageJs) return console.log(withoutOriginal);
  const budgets = checkPageJsBudgets(pageJs);
  const results = { date: new Date().toISOString(), pageJsOnly: true, pageJs, budgets };
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  report(budgets);
}

/** A build from clean: no build folder, no generated files, no bundler cache. */
function cleanBuild(outDir: string): number {
  for (const dir of [outDir, '.docusaurus', 'node_modules/.cache']) {
    rmSync(join(root, dir), { recursive: true, force: true });
  }
  const start = process.hrtime.bigint();
  execSync(`npm run build -- --out-dir ${outDir}`, { cwd: root, stdio: 'inherit' });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function main(): Promise<void> {
  // Two clean builds of the same tree must be identical; the second one is measured.
  const secondBuild = 'build';
  cleanBuild('bench/first-build.tmp');
  const buildSeconds = cleanBuild(secondBuild);
  const nondeterministicFiles = differingFiles(
    fingerprintTree(join(root, 'bench/first-build.tmp')),
    fingerprintTree(join(root, secondBuild)),
  );
  rmSync(join(root, 'bench/first-build.tmp'), { recursive: true, force: true });
  const htmlPages = countHtml(join(root, 'build'));
  const weights = await measurePages();
  const lighthouse = await measureLighthouseSideBySide();
  const pageJs = await measurePageJsSideBySide();
  const search = await measureSearchSideBySide();
  const generators = await measureGenerators(root);
  const budgets = [
    ...checkBudgets({
      lighthouse: lighthouse.ours,
      lighthouseOriginal: lighthouse.original,
      pageJs: pageJs ?? [],
      nondeterministicFiles,
    }),
    ...(search ? checkSearchBudgets(search) : []),
  ];

  const results = {
    date: new Date().toISOString(),
    buildSeconds: Math.round(buildSeconds * 10) / 10,
    htmlPages,
    generators,
    nondeterministicFiles,
    pages: weights,
    pageJs,
    lighthouse: lighthouse.ours,
    lighthouseOriginal: lighthouse.original,
    search,
    ...(pageJs ? {} : { originalMissing: true }),
    budgets,
  };
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\nBuild: ${results.buildSeconds} s, ${htmlPages} HTML pages\n`);
  const kinds: Kind[] = ['html', 'js', 'css', 'font', 'image'];
  console.log(['page'.padEnd(22), ...kinds.map((k) => `${k} raw/gzip`.padStart(20))].join(''));
  for (const [path, weight] of Object.entries(weights)) {
    const cells = kinds.map((k) => `${weight[k].raw}/${weight[k].gzip}`.padStart(20));
    console.log([path.padEnd(22), ...cells].join(''));
  }
  const typedoc = Object.entries(generators.typedocSeconds).map(([name, s]) => `${name} ${s} s`);
  console.log(
    `\nGenerators: Solidity reference ${generators.soliditySeconds} s (${generators.solidityPages} files); TypeDoc ${typedoc.join(', ')}`,
  );
  if (search) console.log(`\n${searchTable(search).join('\n')}`);
  if (pageJs) console.log('\nJavaScript until the network is quiet, gzip (raw): ours / original');
  for (const { page, ours, originalPage, original } of pageJs ?? []) {
    const of = originalPage === page ? '' : ` (its ${originalPage})`;
    console.log(
      `  ${page.padEnd(40)}${ours.gzip} (${ours.raw}) / ${original.gzip} (${original.raw})${of}`,
    );
  }
  console.log(
    '\nLighthouse (perf / a11y / best practices / SEO; LCP ms, TBT ms, CLS; host benchmark index):',
  );
  for (const [preset, byPage] of Object.entries(lighthouse.ours)) {
    for (const [path, f] of Object.entries(byPage)) {
      console.log(
        `  ${preset.padEnd(8)}${path.padEnd(40)}${f.performance} / ${f.accessibility} / ${f.bestPractices} / ${f.seo}; ${f.lcpMs}, ${f.tbtMs}, ${f.cls}; ${f.benchmarkIndex}`,
      );
    }
  }
  console.log('\nLighthouse mobile performance, the original in turns with ours (LCP ms, TBT ms):');
  for (const [path, o] of Object.entries(lighthouse.original)) {
    const of = o.page === path ? '' : ` (its ${o.page})`;
    console.log(
      `  ${path.padEnd(40)}${o.performance}; ${o.lcpMs}, ${o.tbtMs}; host ${o.benchmarkIndex}${of}`,
    );
  }
  if (!pageJs) console.log(`\n${withoutOriginal}`);
  report(budgets);
}

/**
 * --lighthouse-only[=/a/,/b/]: Lighthouse alone on the existing build, on the named bench pages
 * (all by default), mobile only with --mobile-only, and its budgets.
 */
async function lighthouseOnly(): Promise<void> {
  const flag = process.argv.find((arg) => arg.startsWith('--lighthouse-only'));
  const named = flag?.includes('=') ? flag.slice(flag.indexOf('=') + 1).split(',') : undefined;
  const unknown = (named ?? []).filter((page) => !lighthousePages.includes(page));
  if (unknown.length > 0) throw new Error(`not a bench page: ${unknown.join(', ')}`);
  const presets = process.argv.includes('--mobile-only') ? (['mobile'] as const) : undefined;
  const lighthouse = await measureLighthouseSideBySide({ pages: named, presets });
  const budgets = checkLighthouseBudgets(lighthouse.ours, lighthouse.original);
  const results = { date: new Date().toISOString(), lighthouseOnly: true, ...lighthouse, budgets };
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  report(budgets);
}

const run = ablationGroups(process.argv)
  ? () => ablation(process.argv)
  : process.argv.includes('--search-only')
    ? searchOnly
    : process.argv.includes('--page-js-only')
      ? pageJsOnly
      : process.argv.some((arg) => arg.startsWith('--lighthouse-only'))
        ? lighthouseOnly
        : main;
void run();
