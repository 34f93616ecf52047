/**
 * Axe, injected once per loaded page and run as often as needed (light mode, dark mode).
 * @axe-core/playwright's AxeBuilder re-injects axe for every run and finishes each run in a
 * fresh blank page, which made a run cost several times more than axe itself.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { drawAllAttribute } from '../../plugins/long-pages/draw-all';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/**
 * Violations as one line each: rule, impact, and the failing elements with axe's reason.
 *
 * Axe checks every block drawn, as a reader sees each one: long pages (plugins/long-pages)
 * draw far blocks only near the window, and when axe scrolled to an element, the blocks
 * drawn there moved the layout between its measurements (a footer link was checked against a
 * table's background). The page's own flag draws them all during the run.
 */
export async function axeViolations(
  page: Page,
  context: ElementContext,
  options: RunOptions,
): Promise<string[]> {
  const request = JSON.stringify({
    context,
    options: { ...options, resultTypes: ['violations'] },
    attribute: drawAllAttribute,
  });
  return page.evaluate(async (json: string) => {
    const {
      context: runContext,
      options: runOptions,
      attribute,
    } = JSON.parse(json) as {
      context: ElementContext;
      options: RunOptions;
      attribute: string;
    };
    const axe = (
      window as unknown as {
        axe: { run: (c: ElementContext, o: RunOptions) => Promise<AxeResults> };
      }
    ).axe;
    const root = document.documentElement;
    const hadFlag = root.hasAttribute(attribute);
    root.setAttribute(attribute, '');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const results = await axe.run(runContext, runOptions).finally(() => {
      if (!hadFlag) root.removeAttribute(attribute);
    });
    return results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? ''}): ` +
        v.nodes.map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? ''}]`).join('; '),
    );
  }, request);
}
