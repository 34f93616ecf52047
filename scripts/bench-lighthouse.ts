/**
 * Lighthouse figures for the benchmark: the four category scores and the Core Web Vitals
 * of the key pages, with Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown)
 * and its desktop preset, in Debian's Chromium against a served build. Each page and
 * preset runs several times and keeps Lighthouse's own median run. With the mobile preset,
 * the original site's page runs in turns with ours, so that both meet the same moments of a
 * host whose speed changes from minute to minute (its benchmark index, which Lighthouse
 * measures in every run, is kept with the figures).
 */
import type { Flags, Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';

/**
 * The thirteen pages of the performance budget, one of each kind: home, docs page, long
 * page with math, generated CLI reference, blog index and post, search, Solidity and
 * TypeScript references, the error reference, a runnable walkthrough (the quickstart), a
 * long walkthrough with recorded figures (the proof page) and an interactive tool (the
 * planner).
 */
export const lighthousePages = [
  '/',
  '/docs/introduction/',
  '/docs/spec/',
  '/docs/cli/',
  '/blog/',
  '/blog/maci-v1-2-0-release/',
  '/search/?q=poll',
  '/docs/solidity-docs/MACI/',
  '/docs/typedoc/core/classes/MaciState/',
  '/docs/errors/',
  '/docs/quickstart/',
  '/docs/quickstart-proofs/',
  '/docs/deployment-planner/',
];

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Audits of the four categories that did not score full marks (id: score). */
  failedAudits: string[];
  /**
   * The host's speed in this run, as Lighthouse measures it (its benchmark index). The
   * preset's fourfold CPU slowdown stands for a mid-range phone on a host of about 1,500;
   * on a slower host the same page scores lower.
   */
  benchmarkIndex: number;
}

/** The original site's mobile performance on the counterpart of a bench page. */
export type OriginalPerformance = Pick<
  LighthouseFigures,
  'performance' | 'lcpMs' | 'tbtMs' | 'benchmarkIndex'
> & {
  /** The original's page measured: the same path, or its stand-in (bench-page-js.ts). */
  page: string;
};

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Audits with a weight in some category that scored below 1. */
function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.add(`${category.id}/${ref.id}: ${Math.round(audit.score * 100)}`);
      }
    }
  }
  return [...failed];
}

export function figuresOf(lhr: Result): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    failedAudits: failedAudits(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Extra runs allowed per page and preset to replace runs that measured nothing. */
const maxRepeats = 3;

function hasFirstPaint(lhr: Result): boolean {
  return !lhr.runtimeError && Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue);
}

/** Lighthouse runs in one Chromium (withLighthouse). */
export interface LighthouseSession {
  /**
   * `count` runs of `url` with `preset`. A run now and then ends without a first paint
   * (Lighthouse's NO_FCP, or a trace it could not read); such a run has no figures, so it
   * is repeated, a few times at most. Throws when no run measured anything. `overrides`
   * replace flags of these runs only.
   */
  runs: (url: string, preset: Preset, count: number, overrides?: Flags) => Promise<Result[]>;
}

/**
 * Flags for runs that need only the performance score, LCP and TBT: the five audits that
 * carry the score's whole weight in Lighthouse 12 (so the score is the same), and no
 * full-page screenshot. A run then takes less time, most of all on long pages.
 */
export const performanceScoreOnly: Flags = {
  onlyCategories: ['performance'],
  onlyAudits: [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ],
  disableFullPageScreenshot: true,
};

/**
 * Starts Chromium for Lighthouse, hands `measure` a session, and stops Chromium after it.
 * `overrides` replace flags of every run (e.g. performanceScoreOnly).
 */
export async function withLighthouse<T>(
  measure: (session: LighthouseSession) => Promise<T>,
  overrides: Flags = {},
): Promise<T> {
  // Lighthouse and chrome-launcher are ES modules; this script runs as CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');

  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...overrides,
  };
  const runs = async (
    url: string,
    preset: Preset,
    count: number,
    runOverrides: Flags = {},
  ): Promise<Result[]> => {
    const reports: Result[] = [];
    for (let attempt = 0; reports.length < count && attempt < count + maxRepeats; attempt++) {
      const result = await lighthouse(
        url,
        { ...flags, ...runOverrides },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (result && hasFirstPaint(result.lhr)) reports.push(result.lhr);
      else console.log(`  lighthouse ${preset} ${url}: a run without a first paint, repeated`);
    }
    if (reports.length === 0) throw new Error(`Lighthouse measured no run of ${url} (${preset})`);
    return reports;
  };
  try {
    return await measure({ runs });
  } finally {
    chrome.kill();
  }
}

/**
 * The original's runs: the performance score's audits, and Time to Interactive, which
 * Lighthouse's median run needs (it weighs nothing in the score).
 */
const originalRunFlags: Flags = {
  ...performanceScoreOnly,
  onlyAudits: [...(performanceScoreOnly.onlyAudits ?? []), 'interactive'],
};

/** The original site, for the mobile runs in turns with ours. */
export interface OriginalSite {
  origin: string;
  /** The original's page to measure for one of ours. */
  pageFor: (path: string) => string;
}

export interface LighthouseResults {
  ours: Record<Preset, Record<string, LighthouseFigures>>;
  /** Mobile performance of the original's counterpart of each bench page. */
  original: Record<string, OriginalPerformance>;
}

/**
 * Runs Lighthouse on every page (or `only.pages`) with both presets (or `only.presets`),
 * `runs` runs each, median kept; with the mobile preset, each run of ours is followed by one
 * of the original's counterpart page (performance only).
 */
export async function measureLighthouse(
  origin: string,
  runs: number,
  /** Without it (no original build beside the clone), ours alone. */
  original: OriginalSite | undefined,
  only: { pages?: readonly string[]; presets?: readonly Preset[] } = {},
): Promise<LighthouseResults> {
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  return withLighthouse(async (session) => {
    const results: LighthouseResults = { ours: { mobile: {}, desktop: {} }, original: {} };
    for (const preset of only.presets ?? (['mobile', 'desktop'] as const)) {
      for (const path of only.pages ?? lighthousePages) {
        const ours: Result[] = [];
        const theirs: Result[] = [];
        const originalPage = original?.pageFor(path) ?? path;
        for (let run = 0; run < runs; run++) {
          ours.push(...(await session.runs(`${origin}${path}`, preset, 1)));
          if (preset !== 'mobile' || !original) continue;
          const url = `${original.origin}${originalPage}`;
          theirs.push(...(await session.runs(url, preset, 1, originalRunFlags)));
        }
        const figures = figuresOf(computeMedianRun(ours));
        results.ours[preset][path] = figures;
        let of = '';
        if (theirs.length > 0) {
          const { performance, lcpMs, tbtMs, benchmarkIndex } = figuresOf(computeMedianRun(theirs));
          results.original[path] = {
            page: originalPage,
            performance,
            lcpMs,
            tbtMs,
            benchmarkIndex,
          };
          of = ` (original ${performance}, host ${figures.benchmarkIndex})`;
        }
        console.log(
          `  lighthouse ${preset.padEnd(7)} ${path.padEnd(40)} perf ${figures.performance}${of} a11y ${figures.accessibility} bp ${figures.bestPractices} seo ${figures.seo}`,
        );
      }
    }
    return results;
  });
}
