/**
 * Code blocks filled from a file of the repository, so that a page shows a script that a test runs
 * and never a retyped copy of it. A fenced block with an empty body and `file="path"` in its meta
 * (the path from the repository root) becomes the file's text:
 *
 *     ```ts title="finish-poll.ts" file="examples/finish-poll/finish-poll.ts"
 *     ```
 *
 * Pure: the caller passes the reader of files, so the rules are unit-tested without a build.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The path in a block's meta, `file="…"`, if there is one. */
export function fileOfMeta(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)file=(["'])([^"']+)\1/.exec(meta ?? '')?.[2];
}

/** The meta without its `file="…"`, which is the plugin's and not the theme's. */
export function metaWithoutFile(meta: string | null | undefined): string | null {
  const rest = (meta ?? '').replace(/(?:^|\s)file=(["'])[^"']+\1/, '').trim();
  return rest === '' ? null : rest;
}

/** The paths of the files a page's blocks name, in order. */
export function namedFiles(tree: Root): string[] {
  const files: string[] = [];
  visit(tree, 'code', (node: Code) => {
    const file = fileOfMeta(node.meta);
    if (file) files.push(file);
  });
  return files;
}

/**
 * Fills every block that names a file with `read(path)`, trailing newline dropped. A block that
 * names a file and has a body of its own is an error: the page would show one text and run another.
 */
export function fillFileBlocks(tree: Root, read: (path: string) => string): void {
  visit(tree, 'code', (node: Code) => {
    const file = fileOfMeta(node.meta);
    if (!file) return;
    if (node.value.trim() !== '') {
      throw new Error(`a block with file="${file}" must be empty: the file is its body`);
    }
    if (file.split('/').includes('..') || file.startsWith('/')) {
      throw new Error(`file="${file}" must be a path inside the repository`);
    }
    node.value = read(file).replace(/\n$/, '');
    node.meta = metaWithoutFile(node.meta);
  });
}
