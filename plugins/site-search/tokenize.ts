/**
 * How text becomes search terms, shared by the build (which finds compound words) and the
 * browser (which indexes and queries): words, no function words, Porter stems; and the
 * parts of code words (camel case, snake case) for a field of their own.
 */
import { stemmer } from 'stemmer';

/** Words that carry no meaning in a question ("how do I deploy a poll"). */
const stopWords = new Set(
  (
    'a an and are as at be but by can could did do does doing for from had has have how i if in ' +
    'into is it its me my of on or our should so than that the their them then there these they ' +
    'this those to was we were what when where which who why will with would you your'
  ).split(' '),
);

const wordPattern = /[\p{L}\p{N}_]+/gu;

/** Words in reading order, as written. */
export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/** "MessageProcessor" → ["Message", "Processor"]; a word without inner capitals → []. */
function camelParts(word: string): string[] {
  const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|_/u).filter(Boolean);
  return parts.length > 1 ? parts : [];
}

/** The parts of the text's code words, so "message processor" finds MessageProcessor. */
export function wordParts(text: string): string {
  return words(text)
    .filter((word) => /\p{Ll}\p{Lu}|_/u.test(word))
    .flatMap(camelParts)
    .join(' ');
}

const terms = new Map<string, string | null>();

/** A token's search term, or null for a function word. */
export function processTerm(token: string): string | null {
  // Remembered: the same few thousand words recur through indexing, queries and snippets.
  let term = terms.get(token);
  if (term === undefined) {
    const lower = token.toLowerCase();
    term = stopWords.has(lower) ? null : /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
    terms.set(token, term);
  }
  return term;
}

/**
 * Two adjacent words written as one ("top up" → "topup") wherever that one word is also in
 * `vocabulary`, so a two-word spelling finds pages that write it as one word and back.
 */
export function joinedPairs(text: string, vocabulary?: ReadonlySet<string>): string[] {
  const list = words(text).map((word) => word.toLowerCase());
  const joined = new Set<string>();
  for (let i = 1; i < list.length; i++) {
    const pair = `${list[i - 1]}${list[i]}`;
    if (pair.length >= 5 && (!vocabulary || vocabulary.has(pair))) joined.add(pair);
  }
  return [...joined];
}
