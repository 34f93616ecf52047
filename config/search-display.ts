/**
 * What the search box and the search page show (SPEC: at most 8 suggestions, snippets of
 * 50 characters). Read in the browser, so it imports nothing.
 */
export const searchDisplay = {
  suggestions: { pages: 8, sectionsPerPage: 3, snippetLength: 50 },
  searchPage: { pages: 50, sectionsPerPage: 3, snippetLength: 50 },
} as const;
