/** Remark plugin: a code block with `file="path"` shows that file of the repository (see index.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import { fillFileBlocks } from '.';

const repoRoot = join(__dirname, '..', '..');

export default function remarkFileBlocks() {
  return (tree: Root): void => {
    fillFileBlocks(tree, (path) => readFileSync(join(repoRoot, path), 'utf8'));
  };
}
