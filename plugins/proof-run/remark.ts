/** Remark plugin: `:proof-run{step="…"}` and the like become the recorded figure as text. */
import type { Root } from 'mdast';
// Registers the directive node types (`textDirective`) on mdast's node map.
import type {} from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import { directiveName, figureText } from '.';

export default function remarkProofRun() {
  return (tree: Root): void => {
    visit(tree, 'textDirective', (node, index, parent) => {
      if (node.name !== directiveName || !parent || index === undefined) return undefined;
      parent.children.splice(index, 1, { type: 'text', value: figureText(node.attributes ?? {}) });
      return SKIP;
    });
  };
}
