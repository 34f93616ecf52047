/**
 * The browser's side of a page's formula store (plugins/speed/math-html): a loader of the page's
 * formulas, fetched once, and what it has fetched.
 */
import { firstPageRendered } from '../../first-page';

export interface LazyFormulas {
  (): Promise<readonly string[]>;
  loaded?: readonly string[];
}

export function lazyFormulas(load: () => Promise<{ default: readonly string[] }>): LazyFormulas {
  let pending: Promise<readonly string[]> | undefined;
  const formulas: LazyFormulas = () =>
    (pending ??= load().then(({ default: strings }) => (formulas.loaded = strings)));
  // A page module that runs after the first page has rendered belongs to a page the reader is
  // about to open (hovered or followed link): its formulas will be needed, so fetch them now.
  if (firstPageRendered()) void formulas();
  return formulas;
}
