// cspell:words procesing
/**
 * Reader-facing search syntax. Plain words are searched as typed (see engine.ts); a query
 * that uses an operator is read clause by clause:
 *
 *   +poll      the page must contain "poll"       -tally     it must not contain "tally"
 *   vote*      any word starting with "vote"       procesing~1  one edit away from the word
 *   key^10     "key" counts ten times as much      title:poll  only in page titles
 */

/** Fields readers can name, and the index fields each one searches. */
export const fieldPrefixes: Record<string, string[]> = {
  title: ['title'],
  heading: ['heading'],
  content: ['text'],
  text: ['text'],
};

export interface Clause {
  presence: 'required' | 'prohibited' | 'optional';
  term: string;
  /** Index fields to search; undefined means all of them. */
  fields?: string[];
  /** The term is a word beginning (vote*). */
  prefix: boolean;
  /** Maximum edit distance (procesing~1); 0 for exact. */
  distance: number;
  boost: number;
}

const operatorPattern = /(?:^|\s)[+-]\S|[*]|~\d|\^\d|^\S+:|\s\S+:/;

/**
 * The clauses of an input that uses search syntax, or undefined when the input is plain
 * words or cannot be read as syntax (such as `a:b:c`), so the plain search takes it.
 */
export function parseSearchSyntax(input: string): Clause[] | undefined {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 200 || !operatorPattern.test(trimmed)) {
    return undefined;
  }
  const clauses: Clause[] = [];
  for (const part of trimmed.split(/\s+/)) {
    const match = /^([+-]?)(?:([A-Za-z]+):)?([\p{L}\p{N}_]+)(\*?)((?:[~^]\d{1,2})*)$/u.exec(part);
    if (!match) return undefined;
    const [, sign = '', field, term = '', star = '', suffixes = ''] = match;
    let fields: string[] | undefined;
    if (field !== undefined) {
      fields = fieldPrefixes[field.toLowerCase()];
      if (!fields) return undefined;
    }
    const distance = /~(\d+)/.exec(suffixes)?.[1];
    const boost = /\^(\d+)/.exec(suffixes)?.[1];
    clauses.push({
      presence: sign === '+' ? 'required' : sign === '-' ? 'prohibited' : 'optional',
      term,
      fields,
      prefix: star === '*',
      distance: Math.min(Number(distance ?? 0), 2),
      boost: boost === undefined ? 1 : Math.max(Number(boost), 1),
    });
  }
  return clauses;
}
