import assert from 'node:assert/strict';
import { basename, join } from 'node:path';
import { it } from 'node:test';
import { explanationFilePattern } from '../../plugins/error-reference/explanations';
import { loadMaciCli } from '../../plugins/maci-cli-reference/commands';
import { checkMarkdown } from '../../plugins/maci-cli-reference/invocations';
import {
  fromRoot,
  markdownFiles,
  partialFiles,
  readDocsPage,
  repoRoot,
} from '../support/docs-files';

const cli = loadMaciCli(repoRoot);

it('reads the subcommands of the installed maci-cli', () => {
  assert.equal(cli.version, '1.2.5');
  const deployPoll = cli.commands.find((c) => c.name === 'deployPoll');
  assert.ok(deployPoll, 'deployPoll exists');
  assert.ok(deployPoll.options.some((o) => o.long === '--duration' && o.required));
});

// The error reference's partials: a plugin reads them, so no page includes them.
const explanationPartials = partialFiles(join(repoRoot, 'versioned_docs', 'version-v1.x')).filter(
  (file) => explanationFilePattern.test(basename(file)),
);

for (const file of [
  ...markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x')),
  ...explanationPartials,
]) {
  it(`every maci-cli invocation in ${fromRoot(file)} uses real subcommands and flags`, () => {
    const page = readDocsPage(file);
    const problems = checkMarkdown(page.text, cli).map(
      (p) => `${page.where(p.invocation.line)}: ${p.message} in \`${p.invocation.source}\``,
    );
    assert.deepEqual(problems, []);
  });
}
