/**
 * Remark plugin: a Markdown page with a code block imports the highlighted code block
 * (src/components/HighlightedCodeBlock), so Prism ships in the chunks of pages with code
 * only and is loaded before such a page renders.
 */
import type { Root } from 'mdast';
import { visit, EXIT } from 'unist-util-visit';

export const highlightedCodeModule = '@site/src/components/HighlightedCodeBlock';

/** Code blocks: fenced or indented code, or JSX `<pre>` / `<CodeBlock>` in MDX. */
export function hasCodeBlock(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    const name = (node as { name?: unknown }).name;
    if (
      node.type === 'code' ||
      (node.type === 'mdxJsxFlowElement' && (name === 'pre' || name === 'CodeBlock'))
    ) {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

export default function remarkHighlightedCodeImport() {
  return (tree: Root): void => {
    if (!hasCodeBlock(tree)) return;
    const source = JSON.stringify(highlightedCodeModule);
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `import ${source};`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [],
              attributes: [],
              source: { type: 'Literal', value: highlightedCodeModule, raw: source },
            },
          ],
        },
      },
    });
  };
}
