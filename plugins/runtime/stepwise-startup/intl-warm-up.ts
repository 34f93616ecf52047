/**
 * The first use of the browser's internationalization data (ICU) in a page costs about 10 ms
 * on a fast machine and four times that on a slow phone, whatever the call; later uses cost
 * a fraction of a millisecond. Theme code makes such calls while React hydrates a page: each
 * code block sorts its MutationObserver options with `localeCompare`, and the last-updated
 * line and blog dates create an `Intl.DateTimeFormat`. There they lengthen the longest tasks
 * of the page load. The client entry calls these warm-ups first, each in a task of its own
 * while the route's chunks download, so that the cost blocks nothing.
 */

/** A page whose server HTML has a code block or a date calls ICU while it hydrates. */
export function pageUsesIntl(root: ParentNode): boolean {
  return root.querySelector('pre, time') !== null;
}

/**
 * One call each for the data the theme's calls need: the locale's dates, and collation. Each
 * returns its result, so that a minifier cannot fold or drop the call.
 */
export function intlWarmUps(locale: string): (() => unknown)[] {
  return [
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(0),
    () => locale.localeCompare(''),
  ];
}
