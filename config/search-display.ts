/**
 * What the search box and the search page show; the box keeps the original site's number of
 * suggestions and snippet length. Read in the browser, so it imports nothing.
 */
export const searchDisplay = {
  suggestions: { pages: 8, sectionsPerPage: 3, snippetLength: 50 },
  searchPage: { pages: 50, sectionsPerPage: 3, snippetLength: 50 },
} as const;
