/**
 * The search index files, written by the build and read by the browser. Each docs version
 * has two: the outline (every page's title, and the headings of the pages written by
 * hand), small enough to answer the first query at once, and the rest (the generated
 * reference's headings and every section's text), which arrives after it.
 */

/** Kinds of page; generated reference pages rank below prose for queries in plain words. */
export const pageKinds = { docs: 0, reference: 1, blog: 2, page: 3 } as const;
export type PageKind = (typeof pageKinds)[keyof typeof pageKinds];

/** File names, under the version's base path. */
export const outlineFile = 'search-index.json';
export const textFile = 'search-index-text.json';

export interface OutlineIndex {
  /** Hash of both files' content; the text file is requested with it, so the two agree. */
  id: string;
  /** [url, title, kind] */
  pages: [string, string, PageKind][];
  sections: Section[];
}

/**
 * [page (index into pages), heading, anchor, compounds]. A page's opening section (the text
 * before its first heading) has heading and anchor ''. Compounds are the title's or
 * heading's two-word spellings of words the version also writes as one (see joinedPairs).
 */
export type Section = [number, string, string, string];

export interface TextIndex {
  id: string;
  /** Sections the outline leaves out; they follow its sections in numbering. */
  sections: Section[];
  /** Each section's text: the outline's sections first, then the ones above. */
  text: string[];
  /** Each section's compounds from its text, in the same order. */
  compounds: string[];
}
