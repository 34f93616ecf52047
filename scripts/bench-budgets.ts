/**
 * The performance budgets, checked against the benchmark's figures. The
 * benchmark exits with an error when one fails; `npm test` never runs it (tests do not
 * assert timings).
 */
import type { LighthouseFigures, OriginalPerformance, Preset } from './bench-lighthouse';
import type { SearchFigures } from './bench-search';

export interface JsFigures {
  raw: number;
  gzip: number;
}

/** One bench page's JavaScript on this site and on the original, measured in one run. */
export interface PageJsComparison {
  page: string;
  ours: JsFigures;
  /** The original's page measured: the same path, or its stand-in (bench-page-js.ts). */
  originalPage: string;
  original: JsFigures;
}

export interface BudgetInput {
  lighthouse: Record<Preset, Record<string, LighthouseFigures>>;
  /** The original's mobile performance on each page's counterpart, measured in turns. */
  lighthouseOriginal?: Record<string, OriginalPerformance>;
  /** Every script each bench page runs until the network is quiet, ours and the original's. */
  pageJs: PageJsComparison[];
  /** Files that differ between two clean builds. */
  nondeterministicFiles: string[];
}

export interface BudgetResult {
  budget: string;
  actual: string;
  met: boolean;
}

export const minMobilePerformance = 95;
/** Bytes our search may transfer from the click in the search box to the first suggestion. */
export const maxSearchBytes = 100_000;
/** Share of the original's first-suggestion time (phone profile) ours may take. */
export const searchPhoneShareOfOriginal = 0.5;

export function checkBudgets(input: BudgetInput): BudgetResult[] {
  const results = checkLighthouseBudgets(input.lighthouse, input.lighthouseOriginal);
  results.push(...checkPageJsBudgets(input.pageJs));
  results.push({
    budget: 'two clean builds produce the same files',
    actual:
      input.nondeterministicFiles.length === 0
        ? 'identical'
        : `${input.nondeterministicFiles.length} differ: ${input.nondeterministicFiles.slice(0, 5).join(', ')}`,
    met: input.nondeterministicFiles.length === 0,
  });
  return results;
}

/** Lighthouse's budgets: full marks but performance, and mobile performance of at least 95. */
export function checkLighthouseBudgets(
  lighthouse: Partial<BudgetInput['lighthouse']>,
  lighthouseOriginal?: BudgetInput['lighthouseOriginal'],
): BudgetResult[] {
  const results: BudgetResult[] = [];
  for (const [preset, pages] of Object.entries(lighthouse)) {
    for (const [path, f] of Object.entries(pages)) {
      for (const [name, value] of [
        ['accessibility', f.accessibility],
        ['best practices', f.bestPractices],
        ['SEO', f.seo],
      ] as const) {
        results.push({
          budget: `${preset} ${path} ${name} = 100`,
          actual: String(value),
          met: value === 100,
        });
      }
      if (preset === 'mobile') {
        const original = lighthouseOriginal?.[path];
        const context = original
          ? `; original ${original.performance}${original.page === path ? '' : ` on ${original.page}`}`
          : '';
        results.push({
          budget: `mobile ${path} performance >= ${minMobilePerformance}`,
          actual: `${f.performance} (LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}; host ${f.benchmarkIndex}${context})`,
          met: f.performance >= minMobilePerformance,
        });
      }
    }
  }
  return results;
}

/** No page heavier than the site it replaces: gzip, as the server sends it. */
export function checkPageJsBudgets(pageJs: PageJsComparison[]): BudgetResult[] {
  return pageJs.map(({ page, ours, originalPage, original }) => {
    const of = originalPage === page ? '' : ` (its ${originalPage})`;
    return {
      budget: `${page} JS (gzip) <= original${of} = ${original.gzip} B`,
      actual: `${ours.gzip} B (${((100 * ours.gzip) / original.gzip).toFixed(0)}%)`,
      met: ours.gzip <= original.gzip,
    };
  });
}

/** Our search against the original site's, measured side by side (scripts/bench-search.ts). */
export function checkSearchBudgets(
  search: Pick<SearchFigures, 'ours' | 'original'>,
): BudgetResult[] {
  const { ours, original } = search;
  // Both profiles transfer the same files; the larger median is the one checked.
  const bytes = Math.max(ours.firstSuggestion.loopback.bytes, ours.firstSuggestion.phone.bytes);
  const phoneLimit = original.firstSuggestion.phone.ms * searchPhoneShareOfOriginal;
  return [
    {
      budget: `search bytes from click to first suggestion <= ${maxSearchBytes} B`,
      actual: `${bytes} B (original ${original.firstSuggestion.loopback.bytes} B)`,
      met: bytes <= maxSearchBytes,
    },
    {
      budget: `search first suggestion (phone) <= ${searchPhoneShareOfOriginal} x original = ${Math.round(phoneLimit)} ms`,
      actual: `${ours.firstSuggestion.phone.ms} ms`,
      met: ours.firstSuggestion.phone.ms <= phoneLimit,
    },
    ...(['p50', 'p95'] as const).map((p) => ({
      budget: `search later queries ${p} <= original = ${original.laterQueryMs[p]} ms`,
      actual: `${ours.laterQueryMs[p]} ms`,
      met: ours.laterQueryMs[p] <= original.laterQueryMs[p],
    })),
  ];
}
