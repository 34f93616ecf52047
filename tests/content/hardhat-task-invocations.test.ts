import assert from 'node:assert/strict';
import { join } from 'node:path';
import { it } from 'node:test';
import { fromRoot, markdownFiles, readDocsPage, repoRoot } from '../support/docs-files';
import {
  checkTaskInvocation,
  maciContractsScripts,
  maciHardhatTasks,
  taskInvocations,
} from '../support/hardhat-tasks';

const tasks = maciHardhatTasks();
const scripts = maciContractsScripts();

it('reads the Hardhat tasks of the installed maci-contracts', () => {
  for (const name of ['deploy-full', 'deploy-poll', 'merge', 'prove', 'verify-full']) {
    assert.ok(tasks[name], `${name} is defined`);
  }
  // A boolean parameter and a flag are parsed differently; both kinds must be recognized.
  assert.equal(tasks['deploy-full'].paramDefinitions.incremental.isFlag, true);
  assert.equal(tasks.merge.paramDefinitions.prove.isFlag, false);
});

it('finds the problems Hardhat reports, through the package scripts', () => {
  const problems = (source: string) =>
    taskInvocations(`\`\`\`bash\n${source}\n\`\`\`\n`, scripts).flatMap((invocation) =>
      checkTaskInvocation(invocation, tasks),
    );
  assert.deepEqual(problems('pnpm run deploy:sepolia --incremental'), []);
  assert.equal(problems('pnpm exec hardhat merge --poll 0 --prove').length, 1);
  assert.equal(problems('pnpm run prove:sepolia --poll 0').length, 1);
  assert.equal(problems('pnpm exec hardhat deploy-full --skip five').length, 1);
  const hash = `0x${'ab'.repeat(32)}`;
  const invocation = `pnpm exec hardhat prove --poll 0 --output-dir p --coordinator-private-key k --tally-file t.json --transaction-hash ${hash}`;
  assert.equal(problems(invocation).length, 1);
});

for (const file of markdownFiles(join(repoRoot, 'versioned_docs', 'version-v1.x'))) {
  it(`every Hardhat task invocation in ${fromRoot(file)} passes Hardhat's argument checks`, () => {
    const page = readDocsPage(file);
    const problems = taskInvocations(page.text, scripts).flatMap((invocation) =>
      checkTaskInvocation(invocation, tasks).map(
        (message) => `${page.where(invocation.line)}: ${message} in \`${invocation.source}\``,
      ),
    );
    assert.deepEqual(problems, []);
  });
}
