/**
 * Axe, injected once per loaded page and run as often as needed (light mode, dark mode).
 * @axe-core/playwright's AxeBuilder re-injects axe for every run and finishes each run in a
 * fresh blank page, which made a run cost several times more than axe itself.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/** Violations as one line each: rule, impact, and the failing elements with axe's reason. */
export async function axeViolations(
  page: Page,
  context: ElementContext,
  options: RunOptions,
): Promise<string[]> {
  const request = JSON.stringify({ context, options: { ...options, resultTypes: ['violations'] } });
  return page.evaluate(async (json: string) => {
    const { context: runContext, options: runOptions } = JSON.parse(json) as {
      context: ElementContext;
      options: RunOptions;
    };
    const axe = (
      window as unknown as {
        axe: { run: (c: ElementContext, o: RunOptions) => Promise<AxeResults> };
      }
    ).axe;
    const results = await axe.run(runContext, runOptions);
    return results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? ''}): ` +
        v.nodes.map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? ''}]`).join('; '),
    );
  }, request);
}
