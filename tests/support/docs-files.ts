import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { referenceFolders } from '../../config/reference';
import { isPartial, resolvePartials } from '../../plugins/docs-partials';

export const repoRoot = join(__dirname, '..', '..');

/**
 * Hand-written Markdown pages below `dir`: generated reference folders and partials (files
 * starting with "_", which have no route) excluded. Read them with `readDocsPage`.
 */
export function markdownFiles(dir: string): string[] {
  const generated = new Set<string>(Object.values(referenceFolders));
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (isPartial(entry)) continue;
    if (statSync(path).isDirectory()) {
      if (!generated.has(entry)) out.push(...markdownFiles(path));
    } else if (/\.mdx?$/.test(entry)) {
      out.push(path);
    }
  }
  return out.sort();
}

/** The partials (`_name.md`) below `dir`. */
export function partialFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.mdx?$/.test(entry) && isPartial(entry))
    .map((entry) => join(dir, entry))
    .sort();
}

export const fromRoot = (path: string): string => relative(repoRoot, path);

export interface DocsPage {
  file: string;
  /** The source as readers see it: each partial in place of its import and use. */
  text: string;
  /** The file (relative to the repository) and line a line of `text` comes from. */
  locate: (line: number) => { file: string; line: number };
  /** The same as `file:line`, for messages. */
  where: (line: number) => string;
}

/** A page's source with its partials included (plugins/docs-partials). */
export function readDocsPage(file: string): DocsPage {
  const resolved = resolvePartials(file);
  const locate = (line: number) => {
    const origin = resolved.origins[line - 1];
    return origin
      ? { file: fromRoot(origin.file), line: origin.line }
      : { file: fromRoot(file), line };
  };
  const where = (line: number): string => {
    const at = locate(line);
    return `${at.file}:${at.line}`;
  };
  return { file, text: resolved.text, locate, where };
}
