/** Remark plugin: fills each empty code block whose meta says `file=…` (see index.ts). */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { fileReference, metaWithoutFile, referencedLines } from '.';

export default function remarkExampleFiles(options: { read?: (path: string) => string } = {}) {
  return (tree: Root): void => {
    visit(tree, 'code', (node) => {
      const reference = fileReference(node.meta);
      if (!reference) return;
      if (node.value.trim() !== '') {
        throw new Error(
          `the block of ${reference.path} must be empty: its text comes from the file`,
        );
      }
      node.value = referencedLines(reference, options.read)
        .lines.map((l) => l.text)
        .join('\n');
      node.meta = metaWithoutFile(node.meta ?? '') || null;
    });
  };
}
