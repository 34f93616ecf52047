import assert from 'node:assert/strict';
import { join } from 'node:path';
import { it } from 'node:test';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';
import { codeBlockIdentifiers, symbolReferences } from '../support/inline-code';
import { packageIdentifiers } from '../support/package-symbols';

const known = packageIdentifiers();

it('collects identifiers from the installed packages', () => {
  for (const name of [
    'MACI',
    'deployPoll',
    'PubKey',
    'MaciState',
    'ProcessMessages',
    'genRandomSalt',
  ]) {
    assert.ok(known.has(name), `${name} is known`);
  }
});

for (const file of markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x'))) {
  it(`every symbol name in inline code on ${fromRoot(file)} exists in the MACI 1.2.5 packages`, () => {
    const page = readDocsPage(file);
    const markdown = page.text;
    // Names that the page's own code examples declare (a sketch contract, a JSON test
    // vector) may be referred to in its prose as well.
    const ownExamples = codeBlockIdentifiers(markdown);
    const unknown = symbolReferences(markdown)
      .filter((ref) => ref.parts.some((part) => !known.has(part) && !ownExamples.has(part)))
      .map((ref) => `${page.where(ref.line)}: \`${ref.code}\``);
    assert.deepEqual(unknown, []);
  });
}
