/**
 * Which Prism grammar modules a page needs for the languages of its code blocks, from the
 * catalogue prismjs ships (`components.json`: aliases and the grammars each one extends).
 * A language Prism does not know (`text`, for instance) needs none and shows as plain text.
 */
import components from 'prismjs/components.json';

interface Component {
  require?: string | string[];
  alias?: string | string[];
}

const catalogue = components.languages as unknown as Record<string, Component | string>;

const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Alias → grammar id (`sh` → `bash`, `ts` → `typescript`). */
const byAlias = new Map<string, string>();
for (const [id, entry] of Object.entries(catalogue)) {
  if (typeof entry === 'string') continue; // the catalogue's "meta" entry
  byAlias.set(id, id);
  for (const alias of listOf(entry.alias)) byAlias.set(alias, id);
}

/** The grammar id a code block's language names, if Prism has one. */
export function grammarOf(language: string): string | undefined {
  return byAlias.get(language.toLowerCase());
}

/** Module specifiers of the grammars for `languages`, each after the grammars it extends. */
export function grammarModules(languages: Iterable<string>): string[] {
  const ordered: string[] = [];
  const add = (id: string): void => {
    if (ordered.includes(id)) return;
    const entry = catalogue[id];
    if (typeof entry === 'object') for (const required of listOf(entry.require)) add(required);
    ordered.push(id);
  };
  for (const language of languages) {
    const id = grammarOf(language);
    if (id) add(id);
  }
  return ordered.map((id) => `prismjs/components/prism-${id}`);
}
