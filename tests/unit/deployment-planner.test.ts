import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readPlannerFacts } from '../../plugins/deployment-planner/facts';
import { ledger } from '../../plugins/gas-ledger';
import {
  defaultInput,
  makePlan,
  parseFields,
  type FieldName,
  type Plan,
} from '../../plugins/deployment-planner/plan';
import { plannerCodeLanguages } from '../../plugins/deployment-planner/remark';
import { planMarkdown } from '../../plugins/deployment-planner/sections';
import { loadMaciCli } from '../../plugins/maci-cli-reference/commands';
import { checkMarkdown } from '../../plugins/maci-cli-reference/invocations';
import { readDeployConfigFields } from '../../plugins/maci-deploy-config/fields';
import { repoRoot } from '../support/docs-files';

const facts = readPlannerFacts(join(repoRoot, 'node_modules'));
const cli = loadMaciCli(repoRoot);

type Fields = Partial<Record<FieldName, string>>;
const planOf = (fields: Fields): Plan => {
  const { plan, errors } = makePlan(fields, facts);
  assert.deepEqual(errors, {}, JSON.stringify(fields));
  assert.ok(plan);
  return plan;
};

/** Ceremony, test suites' and other plans, in both modes. */
const plans: { name: string; fields: Fields; keys: Plan['keys']['source'] }[] = [
  { name: 'ceremony 6-9-2-3 / 6-2-3, QV (the default)', fields: {}, keys: 'ceremony' },
  { name: 'ceremony, non-QV', fields: { mode: 'non-qv' }, keys: 'ceremony' },
  {
    name: 'test suites 10-2-1-2 / 10-1-2',
    fields: {
      stateTreeDepth: '10',
      intStateTreeDepth: '1',
      messageTreeDepth: '2',
      messageBatchDepth: '1',
      voteOptionTreeDepth: '2',
    },
    keys: 'test',
  },
  {
    name: 'test suites, non-QV on Sepolia with EAS',
    fields: {
      mode: 'non-qv',
      stateTreeDepth: '10',
      intStateTreeDepth: '1',
      messageTreeDepth: '2',
      messageBatchDepth: '1',
      voteOptionTreeDepth: '2',
      network: 'sepolia',
      gatekeeper: 'EASGatekeeper',
      duration: '604800',
    },
    keys: 'test',
  },
  {
    name: 'a small plan of its own',
    fields: {
      stateTreeDepth: '3',
      intStateTreeDepth: '1',
      messageTreeDepth: '3',
      messageBatchDepth: '1',
      voteOptionTreeDepth: '1',
      gatekeeper: 'SignUpTokenGatekeeper',
      initialVoiceCredits: '100',
      voters: '30',
      messages: '60',
    },
    keys: 'none',
  },
];

describe('deployment planner facts', () => {
  it('reads the limits and choices from the installed 1.2.5 packages', () => {
    assert.equal(facts.cliVersion, '1.2.5');
    assert.equal(facts.arity, 5);
    assert.equal(facts.npmStateTreeDepth, 6);
    assert.equal(facts.buildDefaultStateTreeDepth, 10);
    assert.deepEqual(facts.ballotRootDepths, [1, 2, 3, 4, 5]);
    assert.ok(facts.networks.includes('localhost') && facts.networks.includes('sepolia'));
    assert.deepEqual(
      facts.gatekeepers.filter((g) => g.cli).map((g) => g.name),
      ['FreeForAllGatekeeper'],
    );
    assert.ok(facts.gatekeepers.some((g) => g.name === 'EASGatekeeper' && g.tasks));
    assert.ok(facts.gatekeepers.some((g) => g.name === 'HatsGatekeeperSingle' && !g.tasks));
    assert.deepEqual(facts.ceremony.params, {
      ProcessMessages: '6-9-2-3',
      ProcessMessagesNonQv: '6-9-2-3',
      TallyVotes: '6-2-3',
      TallyVotesNonQv: '6-2-3',
    });
  });

  it('defaults to the ceremony parameters in QV mode', () => {
    const input = defaultInput(facts);
    assert.deepEqual(
      [
        input.stateTreeDepth,
        input.messageTreeDepth,
        input.messageBatchDepth,
        input.voteOptionTreeDepth,
        input.intStateTreeDepth,
      ],
      [6, 9, 2, 3, 2],
    );
    assert.equal(input.mode, 'qv');
    assert.equal(input.initialVoiceCredits, 99);
  });

  it("prices the default plan with the gas ledger's figures", () => {
    const plan = planOf({});
    const gasOf = (command: string) =>
      ledger.quickstart.transactions
        .filter((t) => t.command === command)
        .reduce((total, t) => total + t.gasUsed, 0);
    const row = (start: string) => plan.pricing.rows.find((r) => r.what.startsWith(start));
    assert.equal(row('Deploy: deployVkRegistry')?.gas, gasOf('deployVkRegistry'));
    assert.equal(row('Deploy: create')?.gas, gasOf('create'));
    assert.equal(row('Deploy: deployPoll')?.gas, gasOf('deployPoll'));
    assert.equal(row('Deploy: create')?.label, 'measured');
    assert.equal(plan.pricing.example, true);
    assert.ok(plan.pricing.gwei && plan.pricing.gwei > 0);
    assert.ok(plan.pricing.growth.length > 2);
  });
});

describe('deployment planner limits', () => {
  it('gives the ceremony poll its published capacity and proof counts', () => {
    const plan = planOf({ voters: '1000', messages: '3000' });
    assert.equal(plan.limits.maxSignups, 15_624n);
    assert.equal(plan.limits.maxMessages, 1_953_124n);
    assert.equal(plan.limits.voteOptions, 125n);
    assert.equal(plan.limits.messageBatchSize, 25n);
    assert.equal(plan.limits.tallyBatchSize, 25n);
    // As on Running a poll: ceil(3001 / 25) and ceil(1001 / 25).
    assert.equal(plan.limits.processProofs, 121n);
    assert.equal(plan.limits.tallyProofs, 41n);
  });

  it('keeps exact values for the deepest trees', () => {
    const plan = planOf({ stateTreeDepth: '32', messageTreeDepth: '32' });
    assert.equal(plan.limits.maxSignups, 5n ** 32n - 1n);
  });
});

describe('deployment planner validation', () => {
  const errorOf = (fields: Fields) => parseFields(fields, facts).errors;
  it('rejects what the 1.2.5 contracts and circuits do not accept', () => {
    assert.match(errorOf({ voteOptionTreeDepth: '6' }).voteOptionTreeDepth ?? '', /ballot roots/);
    assert.match(
      errorOf({ messageBatchDepth: '10' }).messageBatchDepth ?? '',
      /must be smaller than the message tree depth/,
    );
    // Equal depths fail only at genProofs ("The number of leaves must be less than the tree capacity").
    assert.match(
      errorOf({ messageTreeDepth: '3', messageBatchDepth: '3' }).messageBatchDepth ?? '',
      /must be smaller than the message tree depth \(3\)/,
    );
    assert.match(errorOf({ intStateTreeDepth: '6' }).intStateTreeDepth ?? '', /smaller than/);
    assert.match(errorOf({ stateTreeDepth: '1' }).stateTreeDepth ?? '', /between 2 and 32/);
    assert.match(errorOf({ duration: '0' }).duration ?? '', /at least 1/);
    assert.match(errorOf({ duration: '1e3' }).duration ?? '', /whole number/);
    assert.match(errorOf({ network: 'mainnet' }).network ?? '', /Choose one of/);
    assert.match(errorOf({ mode: 'rcv' }).mode ?? '', /qv or non-qv/);
  });

  it('computes nothing from an invalid plan', () => {
    const { plan, errors } = makePlan({ voteOptionTreeDepth: '0' }, facts);
    assert.equal(plan, undefined);
    assert.ok(errors.voteOptionTreeDepth);
  });
});

describe('deployment planner output', () => {
  const fields = readDeployConfigFields(join(repoRoot, 'node_modules', 'maci-contracts'));
  const leaves = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) =>
          leaves(inner, prefix ? `${prefix}.${key}` : key),
        )
      : [prefix];

  for (const { name, fields: input, keys } of plans) {
    it(`${name}: keys, configuration and commands`, () => {
      const plan = planOf(input);
      assert.equal(plan.keys.source, keys);

      // The configuration: one network, then sections and fields the tasks read.
      const networks = Object.keys(plan.deployConfig);
      assert.deepEqual(networks, [plan.input.network]);
      for (const path of leaves(plan.deployConfig[plan.input.network])) {
        const [section, ...field] = path.split('.');
        assert.ok(fields.get(section)?.has(field.join('.')), `the tasks read ${path}`);
      }

      // Every command parses against maci-cli 1.2.5's own definitions.
      const blocks = [plan.commands.deploy, plan.commands.afterDeadline]
        .map((code) => '```bash\n' + code + '\n```\n')
        .join('\n');
      assert.deepEqual(
        checkMarkdown(blocks, cli).map((p) => `${p.message}: ${p.invocation.source}`),
        [],
      );
      for (const line of plan.commands.deploy.split('\n').filter((l) => l.startsWith('npx'))) {
        assert.match(line, /^npx maci-cli@1\.2\.5 /);
      }
      const depth = /create \\\n\s+--stateTreeDepth (\d+)/.exec(plan.commands.deploy);
      assert.equal(Number(depth?.[1]), plan.input.stateTreeDepth);
      if (plan.input.mode === 'non-qv') {
        assert.match(plan.commands.deploy, /--use-quadratic-voting false/);
        assert.match(plan.commands.afterDeadline, /--use-quadratic-voting false/);
        assert.match(plan.commands.deploy, /--process-messages-zkey-non-qv \.\/zkeys\/\S*NonQv/);
      }
      assert.match(planMarkdown(plan, facts), /^Plan: /);
    });
  }

  it('names the ceremony archive layout and the test circuits of maci-circuits', () => {
    assert.equal(
      planOf({}).keys.process.zkey,
      'zkeys/ProcessMessages_6-9-2-3/processMessages_6-9-2-3.zkey',
    );
    assert.equal(
      planOf({ mode: 'non-qv' }).keys.tally.wasm,
      'zkeys/TallyVotesNonQv_6-2-3/TallyVotesNonQv_6-2-3_js/TallyVotesNonQv_6-2-3.wasm',
    );
    const test = planOf(plans[2].fields);
    assert.equal(
      test.keys.process.zkey,
      'zkeys/ProcessMessages_10-2-1-2_test/ProcessMessages_10-2-1-2_test.0.zkey',
    );
  });

  it('warns where the plan and the way of deploying it disagree', () => {
    const ids = (fields: Fields) => planOf(fields).warnings.map((w) => w.id);
    // Depth 6 suits the npm contracts but not a repository build's default.
    assert.deepEqual(ids({}), ['build-depth']);
    assert.deepEqual(ids(plans[2].fields), ['npm-depth', 'keys']);
    assert.ok(ids({ gatekeeper: 'EASGatekeeper' }).includes('gatekeeper'));
    assert.ok(ids({ voters: '20000' }).includes('capacity'));
    assert.ok(ids({ network: 'sepolia' }).includes('duration'));
    const own = planOf({ gatekeeper: 'HatsGatekeeperSingle' });
    assert.match(own.commands.deploy, /--signupGatekeeperAddress "\$GATEKEEPER_ADDRESS"/);
  });
});

describe('deployment planner code blocks', () => {
  it('show only the languages whose grammars the planner page imports', () => {
    const component = readFileSync(
      join(repoRoot, 'src/components/DeploymentPlanner/index.tsx'),
      'utf8',
    );
    const shown = new Set([...component.matchAll(/language="([^"]+)"/g)].map((m) => m[1]));
    assert.ok(shown.size > 0);
    assert.deepEqual(
      [...shown].filter((l) => !plannerCodeLanguages.includes(l as never)),
      [],
    );
  });
});
