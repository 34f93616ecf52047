/**
 * The search engine that runs in the browser: MiniSearch (BM25+ scoring) over the sections
 * of one docs version, first from the outline (titles and headings), then from the full
 * text once it has arrived. Results come grouped by page, as the reader wants them: the
 * best pages first, each with its best-matching sections beneath it.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import {
  pageKinds,
  type OutlineIndex,
  type PageKind,
  type Section,
  type TextIndex,
} from './format';
import { parseSearchSyntax, type Clause } from './syntax';
import { joinedPairs, processTerm, wordParts, words } from './tokenize';

export interface SearchLimits {
  pages: number;
  sectionsPerPage: number;
  /** Longest snippet, in characters. */
  snippetLength: number;
}

/** A piece of displayed text; `mark` when it matched the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface ResultRow {
  /** Index of the section in the outline. */
  section: number;
  url: string;
  /** The section's heading, or the page title for the page itself. */
  label: Segment[];
  /** Text around the first match, when the text index has arrived and the text matched. */
  snippet: Segment[];
}

export interface ResultGroup {
  page: number;
  url: string;
  title: string;
  kind: PageKind;
  /** The page itself, then up to `sectionsPerPage` of its sections. */
  rows: [ResultRow, ...ResultRow[]];
}

interface SectionDocument {
  id: number;
  title: string;
  heading: string;
  parts: string;
  text: string;
  compounds: string;
}

const fields = ['title', 'heading', 'parts', 'text', 'compounds'];

/** Longest stretch of indexing between two chances for the page to handle input. */
const sliceMs = 8;

/**
 * Resolves when the browser is idle (no input to handle, no frame to draw) with the time it
 * can spare; where there is no idle callback (Node), after a timer.
 */
function idleTime(): Promise<number> {
  if (typeof requestIdleCallback !== 'function') {
    return new Promise((resolve) => setTimeout(() => resolve(sliceMs), 0));
  }
  return new Promise((resolve) =>
    requestIdleCallback((deadline) => resolve(deadline.timeRemaining()), { timeout: 100 }),
  );
}

/** list[i], which the index's own numbering guarantees to exist. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`Search index entry ${i} is missing.`);
  return item;
}

/** Scores of a section, and the indexed terms it matched. */
type Scores = Map<number, { score: number; terms: Set<string> }>;

/** Adds a match's score and terms to a section's. */
function addScore(into: Scores, id: number, score: number, terms: Iterable<string>): void {
  const entry = into.get(id) ?? { score: 0, terms: new Set<string>() };
  entry.score += score;
  for (const term of terms) entry.terms.add(term);
  into.set(id, entry);
}

/**
 * BM25 with the common k1 and b, which the site's earlier search used too, so results rank
 * as returning readers expect; d is MiniSearch's BM25+ floor for long fields.
 * Field boosts: a word in a page title says more about the page than one in its text.
 */
const scoring: SearchOptions = {
  // Queries go through the same terms, without being added to the index's vocabulary.
  processTerm,
  bm25: { k: 1.2, b: 0.75, d: 0.5 },
  boost: { title: 4, heading: 2.5, parts: 1.2, text: 1, compounds: 1.5 },
  weights: { fuzzy: 0.35, prefix: 0.5 },
};

function asTypedAndStemmed(term: string): string[] {
  const lower = term.toLowerCase();
  const stemmed = processTerm(term);
  return stemmed && stemmed !== lower ? [lower, stemmed] : [lower];
}

/** A query written as code (tallyVotes, MaciState, VK_REGISTRY) looks for the reference. */
const identifierPattern = /\p{Ll}\p{Lu}|\p{Lu}\p{Ll}+\p{Lu}|_|\p{Lu}{2,}\p{Ll}/u;

/** Reference sections rank by this factor below prose for queries in plain words. */
const referenceWeight = 0.35;

export class SearchEngine {
  readonly outline: OutlineIndex;
  private text: TextIndex | undefined;
  private sections: Section[];
  private index: MiniSearch<SectionDocument>;
  /** Each page's opening section. */
  private openings = new Map<number, number>();
  /** Every indexed term: a query word found here needs no typo search. */
  private vocabulary = new Set<string>();

  constructor(outline: OutlineIndex) {
    this.outline = outline;
    this.sections = outline.sections;
    outline.sections.forEach(([page, heading], id) => {
      if (heading === '') this.openings.set(page, id);
    });
    this.index = this.createIndex();
    this.index.addAll(this.sections.map((_, id) => this.document(id)));
  }

  /** Whether the full text is searched. */
  get complete(): boolean {
    return this.text !== undefined;
  }

  /** Indexes the sections' text in small steps, so typing stays responsive meanwhile. */
  async addText(text: TextIndex): Promise<void> {
    const sections = [...this.outline.sections, ...text.sections];
    if (text.id !== this.outline.id || text.text.length !== sections.length) {
      throw new Error('The search index files do not belong together.');
    }
    const index = this.createIndex();
    // In the browser's idle time, a few milliseconds at once, each document made as it is
    // added: typing and drawing the suggestions always come first.
    let next = 0;
    while (next < sections.length) {
      const spare = Math.min(Math.max(await idleTime(), 1), sliceMs);
      const until = performance.now() + spare;
      do {
        index.add(this.document(next, sections, text));
        next += 1;
      } while (next < sections.length && performance.now() < until);
    }
    this.text = text;
    this.sections = sections;
    this.index = index;
  }

  private createIndex(): MiniSearch<SectionDocument> {
    return new MiniSearch<SectionDocument>({
      fields,
      storeFields: [],
      tokenize: words,
      processTerm: (token) => {
        const term = processTerm(token);
        if (term) this.vocabulary.add(term);
        return term;
      },
      searchOptions: scoring,
    });
  }

  private document(id: number, sections = this.sections, text?: TextIndex): SectionDocument {
    const [page, heading, , compounds] = at(sections, id);
    const opening = heading === '';
    const title = opening ? (this.outline.pages[page]?.[1] ?? '') : '';
    return {
      id,
      title,
      heading,
      parts: wordParts(`${title} ${heading}`),
      text: text?.text[id] ?? '',
      compounds: `${compounds} ${text?.compounds[id] ?? ''}`.trim(),
    };
  }

  /** Results for what the reader typed, grouped by page. */
  search(input: string, limits: SearchLimits): ResultGroup[] {
    const clauses = parseSearchSyntax(input);
    const scores = clauses ? this.searchClauses(clauses) : this.searchWords(input);
    return this.group(scores, limits);
  }

  private run(query: string, options: SearchOptions): SearchResult[] {
    return this.index.search(query, { ...options, combineWith: 'OR' });
  }

  private collect(results: SearchResult[], into: Scores, factor = 1): void {
    for (const result of results) {
      addScore(into, result.id as number, result.score * factor, result.terms);
    }
  }

  private searchWords(input: string): Scores {
    const query = input.slice(0, 200);
    const identifier = identifierPattern.test(query);
    const kinds = this.outline.pages;
    const sections = this.sections;
    const options: SearchOptions = {
      // The last word may be half typed; longer words are also looked up as beginnings.
      prefix: (term, i, terms) => i === terms.length - 1 || term.length >= 5,
      // Only a word the index does not know can be a typo (and fuzzy matching is slow).
      fuzzy: (term) => (term.length >= 5 && !this.vocabulary.has(term) ? 0.2 : false),
      boostDocument: identifier
        ? undefined
        : (id: number) =>
            kinds[sections[id]?.[0] ?? 0]?.[2] === pageKinds.reference ? referenceWeight : 1,
    };
    const scores: Scores = new Map();
    this.collect(this.run(query, options), scores);
    // "top up" also finds "topup": the joined spelling as one more exact term.
    const joined = joinedPairs(query).join(' ');
    if (joined) this.collect(this.run(joined, { boostDocument: options.boostDocument }), scores);
    return scores;
  }

  private searchClauses(clauses: Clause[]): Scores {
    const matches = (clause: Clause): Scores => {
      const scores: Scores = new Map();
      this.collect(
        this.run(clause.term, {
          fields: clause.fields,
          prefix: clause.prefix,
          // A word beginning is matched as typed as well as stemmed: "tally*" must reach
          // "TallyFactory" although "tally" itself is indexed as its stem.
          processTerm: clause.prefix ? asTypedAndStemmed : processTerm,
          fuzzy: clause.distance || false,
          maxFuzzy: 2,
        }),
        scores,
        clause.boost,
      );
      return scores;
    };
    const required = clauses.filter((c) => c.presence === 'required').map(matches);
    const optional = clauses.filter((c) => c.presence === 'optional').map(matches);
    const prohibited = clauses.filter((c) => c.presence === 'prohibited').map(matches);
    // With required words, only sections that have them all; optional words add to those.
    const [first, ...rest] = required;
    const allowed =
      first && new Set([...first.keys()].filter((id) => rest.every((r) => r.has(id))));
    const scores: Scores = new Map();
    for (const matched of [...required, ...optional]) {
      for (const [id, { score, terms }] of matched) {
        if (!allowed || allowed.has(id)) addScore(scores, id, score, terms);
      }
    }
    for (const other of prohibited) {
      // A page that must not contain a word is left out whole, not just the matching section.
      const pages = new Set([...other.keys()].map((id) => this.sections[id]?.[0]));
      for (const id of scores.keys()) {
        if (pages.has(this.sections[id]?.[0])) scores.delete(id);
      }
    }
    return scores;
  }

  private group(scores: Scores, limits: SearchLimits): ResultGroup[] {
    const byPage = new Map<number, { best: number; hits: [number, number][] }>();
    for (const [id, { score }] of scores) {
      const page = at(this.sections, id)[0];
      const entry = byPage.get(page) ?? { best: 0, hits: [] };
      entry.best = Math.max(entry.best, score);
      entry.hits.push([id, score]);
      byPage.set(page, entry);
    }
    // A page ranks by its best section, with a little credit for further matching sections.
    const ranked = [...byPage.entries()]
      .map(([page, { best, hits }]) => {
        hits.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
        const more = hits.slice(1, 3).reduce((sum, [, score]) => sum + score, 0);
        return { page, hits, rank: best + 0.15 * more };
      })
      .sort((a, b) => b.rank - a.rank || a.page - b.page)
      .slice(0, limits.pages);

    return ranked.map(({ page, hits }) => {
      const [url, title, kind] = at(this.outline.pages, page);
      const opening = this.openings.get(page) ?? -1;
      const terms = new Set<string>();
      for (const [id] of hits) scores.get(id)?.terms.forEach((term) => terms.add(term));
      const row = (section: number): ResultRow => {
        const [, heading, anchor] = at(this.sections, section);
        const own = scores.get(section)?.terms ?? new Set<string>();
        const text = this.text?.text[section] ?? '';
        return {
          section,
          url: anchor ? `${url}#${anchor}` : url,
          label: highlight(heading || title, terms),
          snippet: own.size > 0 && text ? snippet(text, own, limits.snippetLength) : [],
        };
      };
      const sections = hits
        .map(([id]) => id)
        .filter((id) => id !== opening)
        .slice(0, limits.sectionsPerPage);
      return { page, url, title, kind, rows: [row(opening), ...sections.map(row)] };
    });
  }
}

interface WordAt {
  start: number;
  end: number;
  term: string | null;
}

/** The words of `text` from `from` on, with their terms, until `stop` says so. */
function wordsAt(text: string, from = 0, stop?: (word: WordAt) => boolean): WordAt[] {
  const found: WordAt[] = [];
  const pattern = /[\p{L}\p{N}_]+/gu;
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const word = {
      start: match.index,
      end: match.index + match[0].length,
      term: processTerm(match[0]),
    };
    found.push(word);
    if (stop?.(word)) break;
  }
  return found;
}

function segments(text: string, marks: WordAt[], offset = 0): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const { start, end } of marks) {
    const [from, to] = [start - offset, end - offset];
    if (from < at || to > text.length) continue;
    if (from > at) out.push({ text: text.slice(at, from), mark: false });
    out.push({ text: text.slice(from, to), mark: true });
    at = to;
  }
  if (at < text.length) out.push({ text: text.slice(at), mark: false });
  return out;
}

/** `text` with the words whose terms matched marked. */
function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  return segments(
    text,
    wordsAt(text).filter((word) => word.term !== null && terms.has(word.term)),
  );
}

/** At most `length` characters of `text` around its first matched word, marked. */
export function snippet(text: string, terms: ReadonlySet<string>, length: number): Segment[] {
  const matches = (word: WordAt) => word.term !== null && terms.has(word.term);
  // Read words only up to the first match: sections can be long.
  const leading = wordsAt(text, 0, matches);
  const first = leading[leading.length - 1];
  if (!first || !matches(first)) return [];
  // Start a few words before the match, at a word boundary, so it reads as a phrase.
  const lead = Math.min(15, Math.max(0, length - (first.end - first.start)));
  let start = leading.find((word) => word.start >= first.start - lead)?.start ?? first.start;
  let end = Math.min(text.length, start + length);
  if (end - start < length) start = Math.max(0, end - length);
  const window = wordsAt(text, start, (word) => word.end > end);
  // End on a whole word where one ends late enough in the window.
  if (end < text.length) {
    const lastWord = window
      .filter((word) => word.end <= end && word.end - start >= length * 0.6)
      .pop();
    if (lastWord && lastWord.end >= first.end) end = lastWord.end;
  }
  const shown: Segment[] = segments(
    text.slice(start, end),
    window.filter((word) => matches(word) && word.end <= end),
    start,
  );
  if (start > 0) shown.unshift({ text: '…', mark: false });
  if (end < text.length) shown.push({ text: '…', mark: false });
  return shown;
}
