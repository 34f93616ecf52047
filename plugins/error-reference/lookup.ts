/**
 * Finds the entries of the error reference that a pasted error names: by selector (Hardhat's
 * "return data: 0x…", ethers' `data="0x…"`), by error name ("custom error 'Name()'"), by a CLI
 * message with its placeholders filled in, by the reason of a line `genProofs` prints for a
 * rejected message (`Error at message index 2 - invalid signature`, any number of such lines
 * at once), or by a toolchain failure's telltale text. Pure and
 * free of Node modules: the lookup box runs it in the browser.
 */

/** `${…}` placeholders of a CLI message, as they appear in its key. */
export const placeholder = '…';

export interface LookupEntry {
  /** The entry's anchor on the page. */
  id: string;
  label: string;
  /** Contract errors: `0x` and 8 hex digits, and the name. */
  selector?: string;
  name?: string;
  /** CLI messages: the key, with `…` for each placeholder. */
  message?: string;
  /** Toolchain failures: pieces of text the reader sees. */
  looksLike?: string[];
  /** Rejected messages: the line genProofs prints, with `…` for the message index. */
  rejected?: string;
}

export interface LookupMatch {
  entry: LookupEntry;
  /** What matched, for the reader: `selector 0x5e4af53a`, `name ProcessVkNotSet`, … */
  reason: string;
  /** Rejected messages: the message indexes of the pasted lines, in their order. */
  messageIndexes?: number[];
}

/** `message index 4`, `message indexes 6, 5 and 2`. */
export function indexesText(indexes: number[]): string {
  if (indexes.length === 1) return `message index ${indexes[0]}`;
  return `message indexes ${indexes.slice(0, -1).join(', ')} and ${indexes[indexes.length - 1]}`;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message key as a pattern: each placeholder matches anything (but not nothing at the end). */
export function messagePattern(key: string): RegExp {
  return new RegExp(key.split(placeholder).map(escape).join('.+?'), 'i');
}

/** A line as the CLI prints it, without the prefixes commander, Node and the theme add. */
function bareLine(line: string): string {
  // A message re-thrown by a subcommand's catch can carry the mark twice: `[✗] [✗] …`.
  return line.trim().replace(/^(?:(?:error:|\[✗\])\s*)+/i, '');
}

export function findEntries(input: string, entries: LookupEntry[]): LookupMatch[] {
  const found: LookupMatch[] = [];
  const seen = new Set<string>();
  const add = (entry: LookupEntry, reason: string): void => {
    if (seen.has(entry.id)) return;
    seen.add(entry.id);
    found.push({ entry, reason });
  };
  const text = input.trim();
  if (!text) return found;

  // Rejected messages first: their reasons would otherwise pass for parts of other messages.
  const rejected = entries
    .filter((entry) => entry.rejected)
    .map((entry) => {
      const [before, after] = (entry.rejected as string).split(placeholder).map(escape);
      return { entry, pattern: new RegExp(`${before}(\\d+)${after}\\s*$`, 'i') };
    });
  const rest: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const hit = rejected
      .map(({ entry, pattern }) => ({ entry, match: pattern.exec(line.trim()) }))
      .find(({ match }) => match);
    if (!hit?.match) {
      rest.push(line);
      continue;
    }
    const index = Number(hit.match[1]);
    const previous = found.find((m) => m.entry.id === hit.entry.id);
    if (previous?.messageIndexes) {
      previous.messageIndexes.push(index);
      previous.reason = indexesText(previous.messageIndexes);
    } else if (!previous) {
      seen.add(hit.entry.id);
      found.push({ entry: hit.entry, reason: indexesText([index]), messageIndexes: [index] });
    }
  }
  const remaining = rest.join('\n').trim();
  if (!remaining) return found;

  // Selectors: revert data starts with the error's four bytes, whatever follows.
  for (const match of remaining.matchAll(/0x([0-9a-fA-F]{8})[0-9a-fA-F]*/g)) {
    const selector = `0x${match[1].toLowerCase()}`;
    for (const entry of entries)
      if (entry.selector === selector) add(entry, `selector ${selector}`);
  }
  // Names, as whole words: "custom error 'ProcessVkNotSet()'", or just the name.
  const words = new Set(remaining.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  for (const entry of entries)
    if (entry.name && words.has(entry.name)) add(entry, `name ${entry.name}`);

  // CLI messages: a whole line first, then a message inside a longer line.
  const lines = remaining.split(/\r?\n/).map(bareLine).filter(Boolean);
  const messages = entries
    .filter((entry) => entry.message)
    .map((entry) => ({
      entry,
      literal: (entry.message as string).split(placeholder).join('').length,
      whole: new RegExp(`^${messagePattern(entry.message as string).source}$`, 'i'),
      part: messagePattern(entry.message as string),
    }))
    // Longer messages first: "Invalid poll id …" before "Invalid poll id".
    .sort((a, b) => b.literal - a.literal);
  for (const line of lines)
    for (const m of messages) if (m.whole.test(line)) add(m.entry, 'CLI message');
  for (const entry of entries)
    for (const piece of entry.looksLike ?? [])
      if (remaining.toLowerCase().includes(piece.toLowerCase())) add(entry, `"${piece}"`);
  for (const line of lines)
    for (const m of messages) if (m.literal >= 12 && m.part.test(line)) add(m.entry, 'CLI message');
  return found;
}
