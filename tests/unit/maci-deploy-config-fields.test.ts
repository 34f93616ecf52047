import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readDeployConfigFields } from '../../plugins/maci-deploy-config/fields';

const made: string[] = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A package folder shaped like maci-contracts' build, holding only the files given. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-config-fields-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const types = `var EContracts;
(function (EContracts) {
    EContracts["MACI"] = "MACI";
    EContracts["VkRegistry"] = "VkRegistry";
    EContracts["Gate"] = "GateSection";
})(EContracts || (exports.EContracts = EContracts = {}));
`;
const deployment = `class Deployment {
    getDeployConfigField(id, field, mustGet = false) {
        const value = this.config.get(\`\${this.hre.network.name}.\${id}.\${field}\`).value();
        return value;
    }
}
`;
const task = `const depth = deployment.getDeployConfigField(types_1.EContracts.MACI, "stateTreeDepth") ?? 10;
const gate = deployment.getDeployConfigField(
    types_1.EContracts.Gate,
    'deploy',
    true);
`;
const prove = `const mode = useQuadraticVoting ? "qv" : "nonQv";
const zkey = deployment.getDeployConfigField(types_1.EContracts.VkRegistry, \`zkeys.\${mode}.tallyVotesZkey\`, true);
`;

const base = {
  'build/tasks/helpers/types.js': types,
  'build/tasks/helpers/Deployment.js': deployment,
  'build/tasks/deploy/maci/01-task.js': task,
  'build/tasks/runner/prove.js': prove,
};

const asObject = (fields: Map<string, Set<string>>) =>
  Object.fromEntries([...fields].map(([section, set]) => [section, [...set].sort()]));

describe('readDeployConfigFields', () => {
  it('reads each call, names sections by the enum value and expands templates', () => {
    assert.deepEqual(asObject(readDeployConfigFields(fixture(base))), {
      MACI: ['stateTreeDepth'],
      GateSection: ['deploy'],
      VkRegistry: ['zkeys.nonQv.tallyVotesZkey', 'zkeys.qv.tallyVotesZkey'],
    });
  });

  it('fails on a call it cannot read', () => {
    const dir = fixture({
      ...base,
      'build/tasks/deploy/poll/02-other.js': 'deployment.getDeployConfigField(section, "x");',
    });
    assert.throws(
      () => readDeployConfigFields(dir),
      /02-other\.js.*unreadable getDeployConfigField/,
    );
  });

  it('fails on an enum member the package does not have', () => {
    const dir = fixture({
      ...base,
      'build/tasks/deploy/poll/02-other.js':
        'deployment.getDeployConfigField(types_1.EContracts.Nope, "x");',
    });
    assert.throws(() => readDeployConfigFields(dir), /EContracts has no member Nope/);
  });

  it('fails on a template whose values it cannot tell', () => {
    const dir = fixture({
      ...base,
      'build/tasks/runner/prove.js': prove.replace('const mode = useQuadraticVoting ?', 'x ='),
    });
    assert.throws(() => readDeployConfigFields(dir), /cannot tell which values \$\{mode\}/);
  });

  it('fails when the lookup is no longer <network>.<section>.<field>', () => {
    const dir = fixture({
      ...base,
      'build/tasks/helpers/Deployment.js': deployment.replace('.${id}.${field}', '.${field}'),
    });
    assert.throws(() => readDeployConfigFields(dir), /no longer looks up/);
  });

  it('fails when it finds no calls or no enum', () => {
    const noCalls = {
      ...base,
      'build/tasks/deploy/maci/01-task.js': '',
      'build/tasks/runner/prove.js': '',
    };
    assert.throws(() => readDeployConfigFields(fixture(noCalls)), /no getDeployConfigField calls/);
    const noEnum = { ...base, 'build/tasks/helpers/types.js': 'exports.x = 1;' };
    assert.throws(() => readDeployConfigFields(fixture(noEnum)), /no EContracts members/);
  });
});
