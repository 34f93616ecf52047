/**
 * The ablation of the speed measures (`npm run bench -- --ablation[=group,...]`, see
 * bench/README.md): the baseline (every measure on) and, one at a time, each group of
 * plugins/speed/groups.ts switched off, each built into its own folder, served by nginx and
 * measured on three docs pages: the JavaScript each page runs until the network is idle,
 * and Lighthouse mobile performance, TBT and LCP. A group keeps its place when it saves
 * JavaScript or when switching it off moves a Lighthouse figure by more than the baseline's
 * own spread (scripts/bench-ablation-verdict.ts). Results go to bench/ablation.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import type { SpeedGroup } from '../plugins/speed/groups';
import {
  ablationGroups,
  baselineOf,
  baselineTable,
  groupTable,
  pageEffect,
  verdictOf,
  type GroupVerdict,
  type JsBytes,
  type LighthouseRun,
  type PageEffect,
} from './bench-ablation-verdict';
import { figuresOf, performanceScoreOnly, withLighthouse } from './bench-lighthouse';
import { pageJs, type PageJs } from './bench-page-js';
import { serve, stop } from './bench-serve';

const root = join(__dirname, '..');
const port = 3470;
const origin = `http://127.0.0.1:${port}`;
const outRoot = '/tmp/ablation';
export const ablationPages = ['/docs/introduction/', '/docs/spec/', '/docs/cli/'];
/**
 * Rounds of Lighthouse runs. Five, so that a group near the line is judged against a baseline
 * spread of five runs rather than three (BENCH_ABLATION_ROUNDS changes it).
 */
const lighthouseRuns = Number(process.env.BENCH_ABLATION_ROUNDS ?? 5);

type Name = 'baseline' | SpeedGroup;

interface PageMeasure {
  /** Its `errors` each once, with how often they occurred. */
  js: PageJs;
  /** Console errors and uncaught exceptions, all occurrences. */
  errorCount: number;
  /** The baseline's second load, when its JavaScript differed from the first (it should not). */
  jsSecondLoad?: JsBytes & { paths: string[] };
  /** Each Lighthouse run; none when this page was not measured by Lighthouse. */
  lighthouse: LighthouseRun[];
}

interface Variant {
  name: Name;
  speedOff: string;
  outDir: string;
  buildSeconds?: number;
  buildError?: string;
  pages: Record<string, PageMeasure>;
}

const minutesSince = (start: number) => Math.round((Date.now() - start) / 6000) / 10;
const load = () => loadavg().map((n) => Math.round(n * 10) / 10);

/**
 * A build without the persistent bundler cache: its key does not include SPEED_OFF, so a
 * cached module of another variant could otherwise end up in this one.
 */
function build(variant: Variant): void {
  rmSync(variant.outDir, { recursive: true, force: true });
  const start = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build', '--', '--out-dir', variant.outDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SPEED_OFF: variant.speedOff, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
  });
  variant.buildSeconds = Math.round(Number(process.hrtime.bigint() - start) / 1e8) / 10;
  if (result.status !== 0) {
    variant.buildError = `exit ${result.status ?? result.signal ?? result.error?.message}`;
  }
}

/** Error messages, each once (their first line), with how often they occurred. */
function distinct(errors: string[]): string[] {
  const counts = new Map<string, number>();
  for (const error of errors) {
    const first = error.split('\n')[0] ?? '';
    counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...counts].map(([text, count]) => (count > 1 ? `${count}x ${text}` : text));
}

/**
 * Every page's JavaScript, and its errors. The baseline's pages load twice, to confirm
 * that the figure is the same each time.
 */
async function measureJs(variant: Variant): Promise<void> {
  const server = await serve(port, variant.outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const page of ablationPages) {
      const first = await pageJs(browser, `${origin}${page}`, 'networkidle');
      const errors = [...first.errors];
      const measure: PageMeasure = { js: first, errorCount: 0, lighthouse: [] };
      if (variant.name === 'baseline') {
        const second = await pageJs(browser, `${origin}${page}`, 'networkidle');
        errors.push(...second.errors);
        if (second.gzip !== first.gzip || second.raw !== first.raw) {
          measure.jsSecondLoad = { raw: second.raw, gzip: second.gzip, paths: second.paths };
        }
      }
      measure.js = { ...first, errors: distinct(errors) };
      measure.errorCount = errors.length;
      variant.pages[page] = measure;
      console.log(
        `  ${variant.name.padEnd(20)} ${page.padEnd(20)} JS ${first.gzip} B gzip, ${first.files} files` +
          (measure.jsSecondLoad ? `; second load ${measure.jsSecondLoad.gzip} B` : '') +
          (errors.length > 0 ? `; ${errors.length} page errors` : ''),
      );
    }
  } finally {
    await browser.close();
    await stop(server);
  }
}

const sameJs = (a: PageJs, b: PageJs) => a.gzip === b.gzip && a.paths.join() === b.paths.join();

/**
 * The pages Lighthouse measures for a variant. `all`: the three. `js-changed` (to save
 * time): only those whose JavaScript differs from the baseline's, or all three when it
 * differs on none, since such a group acts through the HTML, CSS or fonts.
 */
function lighthousePagesOf(variant: Variant, baseline: Variant, mode: string): string[] {
  if (mode === 'all' || variant === baseline) return ablationPages;
  const changed = ablationPages.filter((page) => {
    const own = variant.pages[page];
    const base = baseline.pages[page];
    return !own || !base || !sameJs(own.js, base.js);
  });
  return changed.length > 0 ? changed : ablationPages;
}

/**
 * Lighthouse rounds: each round runs every variant's pages once, so that a change in the
 * machine's load over the run spreads over all variants rather than landing on a few; the
 * order is reversed every other round.
 */
async function measureLighthouse(variants: Variant[], mode: string): Promise<void> {
  const baseline = variants[0];
  if (!baseline) return;
  await withLighthouse(async (session) => {
    for (let round = 0; round < lighthouseRuns; round++) {
      const start = Date.now();
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const server = await serve(port, variant.outDir);
        try {
          for (const page of lighthousePagesOf(variant, baseline, mode)) {
            let lhr;
            try {
              [lhr] = await session.runs(`${origin}${page}`, 'mobile', 1);
            } catch (error) {
              // One page without figures leaves that run out; the others still count.
              console.error(`  round ${round + 1} ${variant.name} ${page}: ${String(error)}`);
            }
            if (!lhr) continue;
            const f = figuresOf(lhr);
            variant.pages[page]?.lighthouse.push({
              performance: f.performance,
              tbtMs: f.tbtMs,
              lcpMs: f.lcpMs,
            });
            console.log(
              `  round ${round + 1} ${variant.name.padEnd(20)} ${page.padEnd(20)} perf ${f.performance}, TBT ${f.tbtMs} ms, LCP ${f.lcpMs} ms`,
            );
          }
        } finally {
          await stop(server);
        }
      }
      console.log(`Lighthouse round ${round + 1}: ${minutesSince(start)} min; load ${load()}`);
    }
  }, performanceScoreOnly);
}

export async function ablation(argv: readonly string[]): Promise<void> {
  const groups = ablationGroups(argv) ?? [];
  const modeFlag = argv.find((arg) => arg.startsWith('--lighthouse-pages='));
  const mode = modeFlag?.slice('--lighthouse-pages='.length) ?? 'all';
  if (mode !== 'all' && mode !== 'js-changed') {
    throw new Error(`--lighthouse-pages: "all" or "js-changed", not "${mode}"`);
  }
  const start = Date.now();
  const startedAt = new Date().toISOString();
  const loadAtStart = load();
  const variants: Variant[] = [
    { name: 'baseline', speedOff: '', outDir: join(outRoot, 'baseline'), pages: {} },
    ...groups.map((group) => ({
      name: group,
      speedOff: group,
      outDir: join(outRoot, group),
      pages: {},
    })),
  ];

  console.log(`Ablation: baseline and ${groups.join(', ')} off; load ${loadAtStart}`);
  for (const variant of variants) {
    console.log(
      `\nBuilding ${variant.name} (SPEED_OFF=${variant.speedOff}) into ${variant.outDir}`,
    );
    build(variant);
    console.log(
      `${variant.name}: ${variant.buildError ?? 'built'} in ${variant.buildSeconds} s; load ${load()}`,
    );
  }
  const buildsEnd = Date.now();
  const buildMinutes = minutesSince(start);
  const built = variants.filter((variant) => !variant.buildError);
  if (built[0]?.name !== 'baseline') throw new Error('the baseline did not build');

  console.log('\nJavaScript until network idle:');
  for (const variant of built) await measureJs(variant);
  const jsEnd = Date.now();
  const jsMinutes = minutesSince(buildsEnd);

  console.log(`\nLighthouse (mobile, ${lighthouseRuns} rounds, pages: ${mode}):`);
  await measureLighthouse(built, mode);
  const lighthouseMinutes = minutesSince(jsEnd);

  const baseline = built[0];
  const basePages = ablationPages.map((page) => {
    const measure = baseline.pages[page];
    if (!measure) throw new Error(`baseline: ${page} not measured`);
    return {
      page,
      js: { raw: measure.js.raw, gzip: measure.js.gzip },
      lighthouse: baselineOf(measure.lighthouse),
      errors: measure.errorCount,
    };
  });
  const results: {
    group: SpeedGroup;
    buildError?: string;
    pages: PageEffect[];
    verdict?: GroupVerdict;
  }[] = [];
  for (const variant of variants.slice(1)) {
    const group = variant.name as SpeedGroup;
    if (variant.buildError) {
      results.push({ group, buildError: variant.buildError, pages: [] });
      continue;
    }
    const pages = basePages.map((base) => {
      const measure = variant.pages[base.page];
      if (!measure) throw new Error(`${group}: ${base.page} not measured`);
      return pageEffect(
        base.page,
        {
          js: { raw: measure.js.raw, gzip: measure.js.gzip },
          runs: measure.lighthouse,
          errors: measure.errorCount,
        },
        base,
      );
    });
    results.push({ group, pages, verdict: verdictOf(pages) });
  }

  const minutes = minutesSince(start);
  const report = {
    date: startedAt,
    minutes: { total: minutes, builds: buildMinutes, js: jsMinutes, lighthouse: lighthouseMinutes },
    machine: { cpus: cpus().length, loadAverageAtStart: loadAtStart, loadAverageAtEnd: load() },
    pages: ablationPages,
    lighthouse: { preset: 'mobile', runs: lighthouseRuns, pages: mode },
    baseline: basePages,
    groups: results,
    variants,
  };
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'ablation.json'), `${JSON.stringify(report, null, 2)}\n`);

  const out: string[] = [
    `Ablation of ${startedAt}: ${minutes} min (builds ${buildMinutes}, JS ${jsMinutes}, Lighthouse ${lighthouseMinutes}); load average ${loadAtStart} at the start, ${load()} at the end.`,
    '',
    `Baseline (every group on), Lighthouse medians of ${lighthouseRuns} runs and their spread (max - min):`,
    '',
    ...baselineTable(basePages),
  ];
  for (const r of results) {
    out.push(
      '',
      `### ${r.group}: ${r.buildError ? `build failed (${r.buildError})` : r.verdict?.verdict}`,
    );
    if (!r.verdict) continue;
    out.push('', ...groupTable(r.pages), '');
    for (const reason of r.verdict.reasons) out.push(`- counts: ${reason}`);
    for (const note of r.verdict.notes) out.push(`- also: ${note}`);
  }
  for (const variant of built) {
    for (const [page, measure] of Object.entries(variant.pages)) {
      for (const error of measure.js.errors)
        out.push(`Page error, ${variant.name} ${page}: ${error}`);
      if (measure.jsSecondLoad) {
        out.push(
          `JS differed on a second load, ${variant.name} ${page}: ${measure.js.gzip} then ${measure.jsSecondLoad.gzip} B gzip`,
        );
      }
    }
  }
  console.log(`\n${out.join('\n')}\n\nWritten to bench/ablation.json`);
}
