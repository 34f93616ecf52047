/**
 * The browser's side of a page's formula store (plugins/speed/math-html): a loader of the page's
 * formulas, fetched once, and what it has fetched.
 */
import { lazyStrings, type LazyStrings } from '../../../string-store/lazy';
import { firstPageRendered } from '../../first-page';

export type LazyFormulas = LazyStrings;

export function lazyFormulas(load: () => Promise<{ default: readonly string[] }>): LazyFormulas {
  const formulas = lazyStrings(load);
  // A page module that runs after the first page has rendered belongs to a page the reader is
  // about to open (hovered or followed link): its formulas will be needed, so fetch them now.
  if (firstPageRendered()) void formulas();
  return formulas;
}
