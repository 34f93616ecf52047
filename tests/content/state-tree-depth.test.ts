import assert from 'node:assert/strict';
import { join } from 'node:path';
import { it } from 'node:test';
import { loadMaciCli } from '../../plugins/maci-cli-reference/commands';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';
import {
  compiledStateTreeDepth,
  createDepths,
  defaultBuildDepth,
  type CreateDepth,
} from '../support/state-tree-depth';

const cli = loadMaciCli(repoRoot);
// maci-cli from npm deploys the contracts compiled into the npm package; the CLI built in a
// checkout deploys contracts built there, for STATE_TREE_DEPTH or the generator's default.
const npmDepth = compiledStateTreeDepth();
const buildDepth = defaultBuildDepth();

const expected = (found: CreateDepth) =>
  found.origin === 'npm' ? npmDepth : (found.buildDepth ?? buildDepth);

it('finds the depth of the compiled empty ballot roots and the build default', () => {
  assert.ok(npmDepth >= 1 && npmDepth <= 32);
  assert.ok(buildDepth >= 1);
  const sample = [
    '```bash',
    `npx maci-cli@1.2.5 create --stateTreeDepth ${npmDepth}`,
    `node build/ts/index.js create -s ${buildDepth}`,
    '```',
  ].join('\n');
  assert.deepEqual(
    createDepths(sample, cli).map((f) => [f.origin, f.depth, expected(f)]),
    [
      ['npm', npmDepth, npmDepth],
      ['build', buildDepth, buildDepth],
    ],
  );
});

for (const file of markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x'))) {
  it(`every create on ${fromRoot(file)} uses the state tree depth its contracts were compiled for`, () => {
    const page = readDocsPage(file);
    const problems = createDepths(page.text, cli)
      .filter((found) => found.depth !== expected(found))
      .map(
        (found) =>
          `${page.where(found.line)}: depth ${found.depth}, but the ${found.origin === 'npm' ? 'npm package' : 'repository build'} has empty ballot roots for ${expected(found)} in \`${found.source}\``,
      );
    assert.deepEqual(problems, []);
  });
}
