/**
 * A reader's path: every v1.x page opens, before its first section, with a sentence or two
 * on who it is for and what they will have done or know by the end of it.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { it } from 'node:test';
import type { Nodes, Root } from 'mdast';
import { compatSource, parser } from '../../plugins/llms-txt/markdown';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';

const text = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(text).join('')
      : '';

/** The first paragraph with words in it (a lone image or banner does not count). */
export function opener(markdown: string): string | undefined {
  const tree = parser.parse(compatSource(markdown)) as Root;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth >= 2) return undefined;
    if (node.type === 'paragraph' && text(node).trim().length > 40) return text(node);
  }
  return undefined;
}

it('finds the opener before the first section, and only there', () => {
  assert.equal(
    opener('# T\n\n![a banner](x.svg)\n\nThis page is for you; by the end you know.\n'),
    'This page is for you; by the end you know.',
  );
  assert.equal(
    opener('## First\n\nThis page is for you; by the end you know it all.\n'),
    undefined,
  );
});

for (const file of markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x'))) {
  it(`${fromRoot(file)} opens with who it is for and what they will have by the end`, () => {
    const first = opener(readDocsPage(file).text) ?? '';
    assert.match(first, /\bfor\b|\bRead this\b|\bStart here\b/, `opener: "${first.slice(0, 120)}"`);
    assert.match(first, /\bby the end\b/, `opener: "${first.slice(0, 120)}"`);
  });
}
