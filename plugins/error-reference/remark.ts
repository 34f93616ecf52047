/**
 * Remark plugin: replaces a `::maci-error-reference` line with the generated error
 * reference. It runs before Docusaurus's own plugins, so that the entries' headings get their
 * ids and the Markdown links of the hand-written causes and fixes are resolved like any other.
 */
import type { Parent, Root } from 'mdast';
// Registers the directive node types (`leafDirective`) on mdast's node map.
import type {} from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { loadErrorReference, type ErrorReferenceSources } from '.';
import { renderErrorList, renderLookup, type RenderOptions } from './render';

export const directiveName = 'maci-error-reference';
/** The lookup box's line; it may stand apart from the list, above it. */
export const lookupDirectiveName = 'maci-error-lookup';

export interface RemarkErrorReferenceOptions extends RenderOptions {
  sources: ErrorReferenceSources;
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
        ...(node.name === directiveName
          ? renderErrorList(data, options)
          : [renderLookup(data, options.lookupComponent)]),
      );
    });
  };
}
