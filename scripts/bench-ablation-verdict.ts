/**
 * The ablation's arithmetic (scripts/bench-ablation.ts), without I/O: which groups to
 * switch off, each measure's effect against the baseline's spread, a verdict per group, and
 * the Markdown tables it prints.
 */
import { parseSpeedOff, speedGroups, type SpeedGroup } from '../plugins/speed/groups';
import { median } from './bench-search';

/** The Lighthouse figures the ablation compares, from one run. */
export interface LighthouseRun {
  performance: number;
  tbtMs: number;
  lcpMs: number;
}

export type Metric = keyof LighthouseRun;
export const metrics: readonly Metric[] = ['performance', 'tbtMs', 'lcpMs'];
export const metricNames: Record<Metric, string> = {
  performance: 'performance',
  tbtMs: 'TBT ms',
  lcpMs: 'LCP ms',
};
const higherIsBetter: Record<Metric, boolean> = { performance: true, tbtMs: false, lcpMs: false };

/** A group keeps its place when switching it off adds at least this much gzip JavaScript to a page. */
export const minJsSavingBytes = 1024;

/**
 * The groups of `--ablation` (all of them) or `--ablation=prism,routes`; undefined when
 * the flag is absent. An unknown name is an error.
 */
export function ablationGroups(argv: readonly string[]): SpeedGroup[] | undefined {
  const flag = argv.find((arg) => arg === '--ablation' || arg.startsWith('--ablation='));
  if (flag === undefined) return undefined;
  const named = parseSpeedOff(flag.slice('--ablation='.length));
  const all = Object.keys(speedGroups) as SpeedGroup[];
  // In speedGroups' order, whatever the order on the command line.
  return named.size === 0 ? all : all.filter((group) => named.has(group));
}

/** Largest minus smallest value; 0 for fewer than two values. */
export function spread(values: readonly number[]): number {
  return values.length < 2 ? 0 : Math.max(...values) - Math.min(...values);
}

/** The baseline's median and spread of each metric over its runs of one page. */
export type Baseline = Record<Metric, { median: number; spread: number }>;

export function baselineOf(runs: readonly LighthouseRun[]): Baseline {
  const entry = (metric: Metric) => {
    const values = runs.map((run) => run[metric]);
    return { median: median(values), spread: spread(values) };
  };
  return { performance: entry('performance'), tbtMs: entry('tbtMs'), lcpMs: entry('lcpMs') };
}

/**
 * A metric with the group switched off, against the baseline (everything on). `delta` is
 * off minus baseline. An effect no larger than the baseline's spread is noise; otherwise
 * the measure `helps` (the page is worse without it) or `hurts` (better without it).
 */
export interface MetricEffect {
  median: number;
  delta: number;
  effect: 'noise' | 'helps' | 'hurts';
}

export function metricEffect(
  metric: Metric,
  offRuns: readonly number[],
  baseline: Baseline,
): MetricEffect {
  const offMedian = median([...offRuns]);
  const delta = Math.round((offMedian - baseline[metric].median) * 10) / 10;
  if (Math.abs(delta) <= baseline[metric].spread) {
    return { median: offMedian, delta, effect: 'noise' };
  }
  const worseWhenOff = higherIsBetter[metric] ? delta < 0 : delta > 0;
  return { median: offMedian, delta, effect: worseWhenOff ? 'helps' : 'hurts' };
}

export interface JsBytes {
  raw: number;
  gzip: number;
}

/** One page of one group: JavaScript off minus baseline, and the Lighthouse effects (when measured). */
export interface PageEffect {
  page: string;
  js: JsBytes;
  jsDelta: JsBytes;
  lighthouse?: Record<Metric, MetricEffect>;
  /** Console errors and uncaught exceptions on the page with the group off. */
  errors: number;
}

export function pageEffect(
  page: string,
  off: { js: JsBytes; runs?: readonly LighthouseRun[]; errors: number },
  baseline: { js: JsBytes; lighthouse: Baseline },
): PageEffect {
  const effect: PageEffect = {
    page,
    js: off.js,
    jsDelta: { raw: off.js.raw - baseline.js.raw, gzip: off.js.gzip - baseline.js.gzip },
    errors: off.errors,
  };
  const runs = off.runs;
  if (runs && runs.length > 0) {
    const of = (metric: Metric) =>
      metricEffect(
        metric,
        runs.map((run) => run[metric]),
        baseline.lighthouse,
      );
    effect.lighthouse = { performance: of('performance'), tbtMs: of('tbtMs'), lcpMs: of('lcpMs') };
  }
  return effect;
}

export type Verdict = 'keeps its place' | 'noise';

export interface GroupVerdict {
  verdict: Verdict;
  /** Why it keeps its place: each saving of 1 KB or more and each effect beyond the spread that helps. */
  reasons: string[];
  /** Real effects that do not count for it: smaller JavaScript changes, and effects that hurt. */
  notes: string[];
}

const bytes = (n: number) => `${n > 0 ? '+' : ''}${n.toLocaleString('en-US')} B`;
const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toLocaleString('en-US')}`;

/**
 * "keeps its place" when switching the group off adds at least minJsSavingBytes of gzip
 * JavaScript to some page, or makes performance, TBT or LCP of some page worse by more than
 * the baseline's spread; "noise" otherwise.
 */
export function verdictOf(pages: readonly PageEffect[]): GroupVerdict {
  const reasons: string[] = [];
  const notes: string[] = [];
  for (const p of pages) {
    const gzip = p.jsDelta.gzip;
    if (gzip >= minJsSavingBytes) reasons.push(`off: JS ${bytes(gzip)} gzip on ${p.page}`);
    else if (gzip !== 0) notes.push(`off: JS ${bytes(gzip)} gzip on ${p.page}`);
    for (const metric of metrics) {
      const e = p.lighthouse?.[metric];
      if (!e || e.effect === 'noise') continue;
      const text = `off: ${metricNames[metric]} ${signed(e.delta)} on ${p.page}`;
      (e.effect === 'helps' ? reasons : notes).push(text);
    }
  }
  return { verdict: reasons.length > 0 ? 'keeps its place' : 'noise', reasons, notes };
}

const number = (n: number) => n.toLocaleString('en-US');

function metricCell(e: MetricEffect | undefined): string {
  if (!e) return 'not measured';
  const tag = e.effect === 'noise' ? ', noise' : '';
  return `${number(e.median)} (${signed(e.delta)}${tag})`;
}

/** One group's table: per page, the figures with the group off and their change from the baseline. */
export function groupTable(pages: readonly PageEffect[]): string[] {
  const lines = [
    '| page | JS gzip (delta) | performance (delta) | TBT ms (delta) | LCP ms (delta) |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const p of pages) {
    const js = `${number(p.js.gzip)} (${p.jsDelta.gzip === 0 ? '0' : bytes(p.jsDelta.gzip)})`;
    const errors = p.errors > 0 ? ` **${p.errors} page errors**` : '';
    const cells = metrics.map((metric) => metricCell(p.lighthouse?.[metric]));
    lines.push(`| \`${p.page}\`${errors} | ${js} | ${cells.join(' | ')} |`);
  }
  return lines;
}

/** The baseline's table: JavaScript, and each metric's median and spread over its runs. */
export function baselineTable(
  pages: readonly { page: string; js: JsBytes; lighthouse: Baseline; errors: number }[],
): string[] {
  const lines = [
    '| page | JS gzip / raw | performance (spread) | TBT ms (spread) | LCP ms (spread) |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const p of pages) {
    const cells = metrics.map(
      (metric) => `${number(p.lighthouse[metric].median)} (${number(p.lighthouse[metric].spread)})`,
    );
    const errors = p.errors > 0 ? ` **${p.errors} page errors**` : '';
    lines.push(
      `| \`${p.page}\`${errors} | ${number(p.js.gzip)} / ${number(p.js.raw)} | ${cells.join(' | ')} |`,
    );
  }
  return lines;
}
