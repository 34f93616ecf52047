/**
 * Each procedure is written once (plugins/docs-partials): no run of three maci-cli commands
 * appears in two v1.x sources, every partial is used, and pages run the CLI the way a reader
 * of these docs installs it, pinned from npm.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { it } from 'node:test';
import { partialsOf } from '../../plugins/docs-partials';
import { explanationFilePattern } from '../../plugins/error-reference/explanations';
import { loadMaciCli } from '../../plugins/maci-cli-reference/commands';
import { extractInvocations } from '../../plugins/maci-cli-reference/invocations';
import {
  fromRoot,
  markdownFiles,
  partialFiles,
  readDocsPage,
  repoRoot,
} from '../support/docs-files';
import { sharedSequences } from '../support/procedures';

const docsDir = join(repoRoot, 'versioned_docs', 'version-v1.x');
const cli = loadMaciCli(repoRoot);
const pages = markdownFiles(docsDir);
const partials = partialFiles(docsDir);

it('no run of three maci-cli commands is written in two v1.x sources', () => {
  const sources = [...pages, ...partials].map((file) => ({
    name: fromRoot(file),
    markdown: readFileSync(file, 'utf8'),
  }));
  const shared = sharedSequences(sources, cli).map(
    ({ commands, places }) =>
      `${places.join(' and ')}: ${commands.join(' → ')} (write it once, in a partial)`,
  );
  assert.deepEqual(shared, []);
});

it('the deploy and proof sequences are partials that pages include', () => {
  const subcommands = (file: string) =>
    extractInvocations(readDocsPage(file).text).map((i) => i.subcommand);
  assert.deepEqual(subcommands(join(docsDir, '_deploy-sequence.md')), [
    'deployVkRegistry',
    'setVerifyingKeys',
    'create',
    'deployPoll',
  ]);
  assert.deepEqual(subcommands(join(docsDir, '_proof-sequence.md')), [
    'mergeSignups',
    'mergeMessages',
    'genProofs',
    'proveOnChain',
    'verify',
  ]);
  const used = new Set(pages.flatMap((page) => partialsOf(page)));
  // The error reference's causes and fixes are read by its plugin, not included by a page.
  for (const partial of partials.filter((p) => !explanationFilePattern.test(basename(p)))) {
    assert.ok(used.has(partial), `${fromRoot(partial)} is included by a page`);
  }
});

/**
 * Pages about working inside a checkout of the repository, where the built CLI runs as
 * `node build/ts/index.js`; each says so. Every other page runs the npm package.
 */
const repositoryPages = ['cli.md', 'troubleshooting.md'];

for (const page of pages) {
  const name = fromRoot(page);
  it(`${name} runs maci-cli in one form`, () => {
    const source = readDocsPage(page);
    const repositoryForm = extractInvocations(source.text).filter((i) =>
      i.source.startsWith('node '),
    );
    if (repositoryPages.some((p) => page === join(docsDir, p))) {
      assert.match(source.text, /checkout of the (MACI )?repository|from the `cli\/` folder/);
      return;
    }
    assert.deepEqual(
      repositoryForm.map((i) => `${source.where(i.line)}: ${i.source}`),
      [],
      'outside the repository pages, run the CLI as npx maci-cli@<version>',
    );
  });
}
