/**
 * Remark plugin: replaces a `::maci-error-reference` line with the generated error
 * reference, and a `::maci-error-lookup` line with the lookup box. It runs before Docusaurus's own plugins, so that the entries' headings get their
 * ids and the Markdown links of the hand-written causes and fixes are resolved like any other.
 */
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { PrismTheme } from 'prism-react-renderer';
// Registers the directive node types (`leafDirective`) on mdast's node map.
import type {} from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { loadErrorReference, type ErrorReferenceSources } from '.';
import { codeBlockHast } from './code-html';
import { listMarker } from './list-html';
import { renderErrorList, renderLookup, type RenderOptions } from './render';

export const directiveName = 'maci-error-reference';
/** The lookup box's line; it may stand apart from the list, above it. */
export const lookupDirectiveName = 'maci-error-lookup';

export interface RemarkErrorReferenceOptions extends RenderOptions {
  sources: ErrorReferenceSources;
  /** The site's Prism theme, for the list's code blocks (./code-html.ts). */
  codeTheme: PrismTheme;
}

/**
 * The list's code blocks as nodes that become their highlighted markup (./code-html.ts):
 * mdast's `hName`/`hChildren` data, which Markdown's conversion to HTML elements honours.
 * No `code` node is left for Docusaurus's CodeBlock or the page's highlighter import.
 */
function drawCodeBlocks(nodes: RootContent[], theme: PrismTheme): void {
  visit({ type: 'root', children: nodes } as Root, 'code', (node: Code, index, parent) => {
    if (!parent || index === undefined) return;
    const drawn = codeBlockHast(node, theme);
    parent.children[index] = {
      type: 'errorListCode',
      data: { hName: drawn.tagName, hProperties: drawn.properties, hChildren: drawn.children },
    } as unknown as RootContent;
  });
}

/**
 * The list inside `<div data-error-list>`, which ./list-html.ts draws as HTML strings. A JSX
 * element, so that the glossary's remark step leaves the entries' text alone (its tooltips
 * are elements that a string cannot carry); Docusaurus's steps still give the headings ids
 * and resolve the links inside it.
 */
function listWrapper(children: RootContent[]): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [{ type: 'mdxJsxAttribute', name: listMarker, value: null }],
    children,
  } as unknown as RootContent;
}

function drawnList(
  data: ReturnType<typeof loadErrorReference>,
  options: RemarkErrorReferenceOptions,
): RootContent[] {
  const nodes = renderErrorList(data, options);
  drawCodeBlocks(nodes, options.codeTheme);
  return nodes;
}

export default function remarkErrorReference(options: RemarkErrorReferenceOptions) {
  return (tree: Root): void => {
    let data: ReturnType<typeof loadErrorReference> | undefined;
    visit(tree, 'leafDirective', (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.name !== directiveName && node.name !== lookupDirectiveName) return;
      data ??= loadErrorReference(options.sources);
      parent.children.splice(
        index,
        1,
        node.name === directiveName
          ? listWrapper(drawnList(data, options))
          : renderLookup(options.lookupComponent),
      );
    });
  };
}
