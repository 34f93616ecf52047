import type { ResultGroup } from './engine';

/**
 * The list to show when the full text arrives while results from the outline are on
 * screen: the rows already shown stay as they are, and pages found only in the text join
 * below them (up to `pages`), so the row under the keyboard never moves.
 */
export function appendNewPages(
  shown: ResultGroup[],
  fresh: ResultGroup[],
  pages: number,
): ResultGroup[] {
  const known = new Set(shown.map((group) => group.page));
  return [...shown, ...fresh.filter((group) => !known.has(group.page))].slice(0, pages);
}
