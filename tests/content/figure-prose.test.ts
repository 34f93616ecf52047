/**
 * Prose that earns its place: a figure's alt text describes it, and the text beside it adds what
 * the picture cannot show. A sentence that starts from the picture ("The figure shows …")
 * retells it, so none may stand on a v1.x page.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { it } from 'node:test';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';

export const retelling =
  /\b(?:the|this|that) (?:figure|banner|diagram|picture|image|illustration)(?: above| below)? (?:shows|groups|illustrates|depicts|sums up)\b|\bread from left to right\b|^In the figure,/i;

it('recognizes a retelling and lets other mentions of a figure be', () => {
  assert.match('The figure shows who calls what.', retelling);
  assert.match('As the diagram above illustrates, ...', retelling);
  assert.doesNotMatch('A diagram of this layout is in 6.1.', retelling);
});

for (const file of markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x'))) {
  it(`no sentence on ${fromRoot(file)} retells its figure`, () => {
    const page = readDocsPage(file);
    const found = page.text
      .split('\n')
      .flatMap((line, i) =>
        retelling.test(line) ? [`${page.where(i + 1)}: ${line.slice(0, 80)}`] : [],
      );
    assert.deepEqual(found, []);
  });
}
