// cspell:words procesing gatekeep vkreg vkregistr setpu Procesor troubleshoting Registri rapidsnrak مرحبا -- typos and word stems are deliberate search examples
/**
 * Reader-facing search syntax on top of the local search index (lunr). Plain words keep the
 * search plugin's own as-you-type matching; a query that uses an operator is handed to lunr's
 * query parser instead:
 *
 *   +poll      the page must contain "poll"       -tally     it must not contain "tally"
 *   vote*      any word starting with "vote"       procesing~1  one edit away from the word
 *   key^10     "key" counts ten times as much      title:poll  only in page titles
 *
 * Fields name the three indexes the plugin builds (titles, headings, text), since every
 * index has a single field.
 */

/** Index types of @easyops-cn/docusaurus-search-local (SearchDocumentType). */
export const indexTypes = {
  title: 0,
  heading: 1,
  description: 2,
  keywords: 3,
  content: 4,
} as const;

/** Field prefixes readers can type, and the indexes each one searches. */
export const fieldIndexes: Record<string, number[]> = {
  title: [indexTypes.title],
  heading: [indexTypes.heading],
  content: [indexTypes.content, indexTypes.description],
  text: [indexTypes.content, indexTypes.description],
};

export interface SyntaxQuery {
  /** Query for lunr's parser, with reader field names removed (each index has one field). */
  query: string;
  /** Index types to search; undefined means all of them. */
  indexes?: number[];
  /** Words to highlight in results: the terms that are not prohibited, without operators. */
  highlight: string[];
}

const operatorPattern = /(?:^|\s)[+-]\S|[*]|~\d|\^\d|^\S+:|\s\S+:/;

/**
 * The lunr query for an input that uses search syntax, or undefined when the input is plain
 * words (or cannot be a valid query, such as `a:b:c`), so the default search handles it.
 */
export function parseSearchSyntax(input: string): SyntaxQuery | undefined {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 200 || !operatorPattern.test(trimmed)) {
    return undefined;
  }
  const clauses = trimmed.split(/\s+/);
  const indexes = new Set<number>();
  const terms: string[] = [];
  const highlight: string[] = [];
  for (const clause of clauses) {
    const match = /^([+-]?)(?:([A-Za-z]+):)?(.*)$/.exec(clause);
    if (!match) return undefined;
    const [, presence = '', field, rest = ''] = match;
    if (field !== undefined) {
      const types = fieldIndexes[field.toLowerCase()];
      if (!types) return undefined;
      types.forEach((type) => indexes.add(type));
    }
    // What is left must be one term with lunr's optional suffixes, nothing else.
    const term = /^(\*?[\p{L}\p{N}_]+(?:[\p{L}\p{N}_]*\*?)*)((?:[~^]\d{1,2})*)$/u.exec(rest);
    if (!term || presence.length > 1) return undefined;
    const word = (term[1] ?? '').toLowerCase();
    terms.push(`${presence}${word}${term[2] ?? ''}`);
    if (presence !== '-') highlight.push(word.replace(/\*/g, ''));
  }
  return {
    query: terms.join(' '),
    indexes: indexes.size > 0 ? [...indexes].sort() : undefined,
    highlight: highlight.filter(Boolean),
  };
}
