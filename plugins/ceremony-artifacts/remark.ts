/** Remark plugin: `::ceremony-artifacts{id="v1.2"}` becomes that ceremony's artifact table. */
import type { Parent, Root } from 'mdast';
// Registers the directive node types (`leafDirective`) on mdast's node map.
import type {} from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { artifactTable, ceremony, directiveName } from '.';

export default function remarkCeremonyArtifacts() {
  return (tree: Root): void => {
    visit(tree, 'leafDirective', (node, index, parent: Parent | undefined) => {
      if (node.name !== directiveName || !parent || index === undefined) return;
      const id = node.attributes?.id;
      if (!id) throw new Error(`::${directiveName} needs an id, e.g. {id="v1.2"}`);
      parent.children.splice(index, 1, artifactTable(ceremony(id)));
    });
  };
}
