/** Builds a docs version's two index files from its extracted pages (see format.ts). */
import { createHash } from 'node:crypto';
import type { ExtractedPage, ExtractedSection } from './extract';
import {
  pageKinds,
  type OutlineIndex,
  type PageKind,
  type Section,
  type TextIndex,
} from './format';
import { joinedPairs, words } from './tokenize';

export interface IndexedPage {
  url: string;
  kind: PageKind;
  page: ExtractedPage;
}

export function buildIndex(pages: IndexedPage[]): { outline: OutlineIndex; text: TextIndex } {
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const vocabulary = new Set<string>();
  for (const { page } of sorted) {
    for (const word of words(page.title)) vocabulary.add(word.toLowerCase());
    for (const section of page.sections) {
      for (const word of words(`${section.heading} ${section.text}`))
        vocabulary.add(word.toLowerCase());
    }
  }
  const early: [Section, ExtractedSection][] = [];
  const late: [Section, ExtractedSection][] = [];
  const outlinePages: OutlineIndex['pages'] = [];
  sorted.forEach(({ url, kind, page }, pageIndex) => {
    outlinePages.push([url, page.title, kind]);
    for (const section of page.sections) {
      const entry: Section = [
        pageIndex,
        section.heading,
        section.anchor,
        joinedPairs(section.heading || page.title, vocabulary).join(' '),
      ];
      // The reference's many headings wait for the second file; its titles do not.
      const defer = kind === pageKinds.reference && section.heading !== '';
      (defer ? late : early).push([entry, section]);
    }
  });
  const ordered = [...early, ...late];
  const content = {
    sections: late.map(([entry]) => entry),
    text: ordered.map(([, section]) => section.text),
    compounds: ordered.map(([, section]) => joinedPairs(section.text, vocabulary).join(' ')),
  };
  const outline = { pages: outlinePages, sections: early.map(([entry]) => entry) };
  const id = createHash('sha256')
    .update(JSON.stringify([outline, content]))
    .digest('hex')
    .slice(0, 12);
  return { outline: { id, ...outline }, text: { id, ...content } };
}
