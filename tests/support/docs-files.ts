import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

/** Hand-written Markdown pages below `dir` (generated reference folders excluded). */
export function markdownFiles(dir: string): string[] {
  const generated = new Set(['solidity-docs', 'typedoc']);
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!generated.has(entry)) out.push(...markdownFiles(path));
    } else if (/\.mdx?$/.test(entry)) {
      out.push(path);
    }
  }
  return out.sort();
}

export const fromRoot = (path: string): string => relative(repoRoot, path);
