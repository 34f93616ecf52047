/**
 * What the search box and the search page show; the box keeps the number of suggestions and
 * the snippet length the site has always had. Read in the browser, so it imports nothing.
 */
export const searchDisplay = {
  suggestions: {
    pages: 8,
    sectionsPerPage: 3,
    snippetLength: 50,
    // Rows drawn in a keystroke's own frame (whole pages until there are this many), the rest
    // in the next one: twelve rows with snippets (57 px or more each) overflow the box's
    // greatest height (40rem), so the rows that follow arrive out of view. Shorter rows that
    // leave the box unfilled are drawn whole in the first frame (src/theme/SearchBar).
    firstFrameRows: 12,
  },
  searchPage: {
    pages: 50,
    sectionsPerPage: 3,
    snippetLength: 50,
    // Pages of results drawn per task: fifty in one task blocked a phone's main thread for
    // over 200 ms, and ten already reach below the window.
    pagesPerTask: 10,
  },
} as const;
