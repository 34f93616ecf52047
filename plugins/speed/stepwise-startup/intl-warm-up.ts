/**
 * The first use of the browser's internationalization data (ICU) in a page costs about 10 ms
 * on a fast machine and four times that on a slow phone, for dates and for collation each;
 * later uses cost a fraction of a millisecond. Theme code makes such calls while React
 * hydrates a page, or just after: each code block sorts its MutationObserver options with
 * `localeCompare`, as does the docs sidebar's filler of the navbar's menu in a narrow window,
 * and blog post dates create an `Intl.DateTimeFormat` (the "Last updated" line keeps the
 * server's markup instead, ../theme-components/theme/LastUpdated). There they lengthen the
 * longest tasks of the page load. The client entry calls the warm-ups a page needs first, each in a task of
 * its own while the route's chunks download, so that the cost blocks nothing; a page that
 * needs neither gets neither.
 */

/**
 * The theme's desktop breakpoint (theme-common's useWindowSize): a window this wide or
 * narrower puts the docs sidebar in the navbar's menu.
 */
const desktopBreakpoint = 996;

/** Whether a window `width` CSS pixels wide is narrow in the theme's sense. */
export function isNarrow(width: number): boolean {
  return width <= desktopBreakpoint;
}

/** What the warm-ups ask of the page: its server HTML, and whether the window is narrow. */
export interface PageAtStartup {
  root: ParentNode;
  /** isNarrow(window.innerWidth). */
  narrow: boolean;
}

/** Dates the theme formats as it hydrates: any `time` but the "Last updated" line's. */
const formattedDates = 'time:not(.theme-last-updated time)';

/** Code blocks, and in a narrow window the docs sidebar, sort keys with `localeCompare`. */
function usesCollation({ root, narrow }: PageAtStartup): boolean {
  return root.querySelector(narrow ? 'pre, .theme-doc-sidebar-container' : 'pre') !== null;
}

/**
 * One call each for the data the page's theme code needs: the locale's dates, collation.
 * Each returns its result, so that a minifier cannot fold or drop the call.
 */
export function intlWarmUps(locale: string, page: PageAtStartup): (() => unknown)[] {
  const warmUps: (() => unknown)[] = [];
  if (page.root.querySelector(formattedDates)) {
    warmUps.push(() =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(0),
    );
  }
  if (usesCollation(page)) warmUps.push(() => locale.localeCompare(''));
  return warmUps;
}
