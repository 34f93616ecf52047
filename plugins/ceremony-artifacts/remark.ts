/**
 * Remark plugin: `::ceremony-artifacts{id="v1.2"}` becomes that ceremony's artifact table, and
 * `::ceremony-archive{id="v1.2"}` the tree of files its archive unpacks.
 */
import type { Parent, Root } from 'mdast';
// Registers the directive node types (`leafDirective`) on mdast's node map.
import type {} from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { archiveDirectiveName, archiveTree, artifactTable, ceremony, directiveName } from '.';

export default function remarkCeremonyArtifacts() {
  return (tree: Root): void => {
    visit(tree, 'leafDirective', (node, index, parent: Parent | undefined) => {
      const render = { [directiveName]: artifactTable, [archiveDirectiveName]: archiveTree }[
        node.name
      ];
      if (!render || !parent || index === undefined) return;
      const id = node.attributes?.id;
      if (!id) throw new Error(`::${node.name} needs an id, e.g. {id="v1.2"}`);
      parent.children.splice(index, 1, render(ceremony(id)));
    });
  };
}
