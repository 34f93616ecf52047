/**
 * Remark plugin: replaces a `::maci-cli-reference` line with the generated reference of
 * every maci-cli subcommand. It runs before Docusaurus's own plugins so that the generated
 * headings get ids and appear in the table of contents.
 */
import type { Parent, Root } from 'mdast';
// Registers the directive node types (`leafDirective`) on mdast's node map.
import type {} from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { loadMaciCli, type CliDefinition } from './commands';
import { renderReference } from './render';

export const directiveName = 'maci-cli-reference';

let cached: CliDefinition | undefined;

export default function remarkMaciCliReference(options: { load?: () => CliDefinition } = {}) {
  const load = options.load ?? (() => (cached ??= loadMaciCli()));
  return (tree: Root): void => {
    visit(tree, 'leafDirective', (node, index, parent: Parent | undefined) => {
      if (node.name !== directiveName || !parent || index === undefined) return;
      parent.children.splice(index, 1, ...renderReference(load()));
    });
  };
}
