/**
 * Remark plugin: replaces a `::maci-error-reference` line with the generated error
 * reference, and a `::maci-error-lookup` line with the lookup box. It runs before Docusaurus's own plugins, so that the entries' headings get their
 * ids and the Markdown links of the hand-written causes and fixes are resolved like any other.
 */
import type { Parent, Root, RootContent } from 'mdast';
// Registers the directive node types (`leafDirective`) on mdast's node map.
import type {} from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { loadErrorReference, type ErrorReferenceSources } from '.';
import { listMarker } from './list-html';
import { renderErrorList, renderLookup, type RenderOptions } from './render';

export const directiveName = 'maci-error-reference';
/** The lookup box's line; it may stand apart from the list, above it. */
export const lookupDirectiveName = 'maci-error-lookup';

export interface RemarkErrorReferenceOptions extends RenderOptions {
  sources: ErrorReferenceSources;
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
          ? listWrapper(renderErrorList(data, options))
          : renderLookup(options.lookupComponent),
      );
    });
  };
}
