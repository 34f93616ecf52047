/**
 * The gas ledger's arithmetic (plugins/gas-ledger): what the planner and the pages compute from
 * the recorded receipts, checked against the ledger itself.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readPlannerFacts } from '../../plugins/deployment-planner/facts';
import { makePlan } from '../../plugins/deployment-planner/plan';
import { planMarkdown, priceRows } from '../../plugins/deployment-planner/sections';
import { ledger, siteCostFacts } from '../../plugins/gas-ledger';
import {
  coordinatorGas,
  etherText,
  examplePoll,
  maxGwei,
  mergeCost,
  parseGasPrice,
  pollCosts,
} from '../../plugins/gas-ledger/costs';
import { exampleTable, figure, mergesTable, runTable } from '../../plugins/gas-ledger/tables';
import { repoRoot } from '../support/docs-files';

const facts = siteCostFacts();
const planner = readPlannerFacts(join(repoRoot, 'node_modules'));
const total = (txs: { gasUsed: number }[]) => txs.reduce((t, x) => t + x.gasUsed, 0);

describe('gas ledger', () => {
  it('holds the proof transactions, setVerifyingKeys and the merges at several sizes', () => {
    const sent = new Set(ledger.proofs.transactions.map((t) => `${t.command} ${t.function}`));
    for (const fn of ['processMessages', 'tallyVotes']) assert.ok(sent.has(`proveOnChain ${fn}`));
    assert.ok(ledger.proofs.transactions.some((t) => t.command === 'setVerifyingKeys'));
    assert.ok(ledger.merges.sizes.length >= 4);
    const subtrees = new Set(
      ledger.merges.sizes.map((s) => Math.ceil((s.voters + 1) / facts.stateSubtree)),
    );
    assert.ok(subtrees.size >= 3, 'the sizes cross subtree boundaries');
  });

  it("sums a command's receipts for the deployments", () => {
    const quick = ledger.quickstart.transactions;
    for (const [command, figureOf] of Object.entries(facts.deploy)) {
      assert.equal(figureOf.gas, total(quick.filter((t) => t.command === command)), command);
    }
    assert.equal(
      figure({ run: 'quickstart', command: 'create' }, ledger, facts),
      total(quick.filter((t) => t.command === 'create')).toLocaleString('en-US'),
    );
  });

  it('takes a measured merge as it is and derives the others per subtree', () => {
    for (const size of ledger.merges.sizes) {
      const cost = mergeCost(
        facts.merges.map((p) => ({ count: p.voters, cost: p.signups })),
        size.voters,
        facts.stateSubtree,
      );
      assert.equal(cost.label, 'measured');
      assert.equal(cost.gas, total(size.transactions.filter((t) => t.command === 'mergeSignups')));
    }
    const points = facts.merges.map((p) => ({ count: p.voters, cost: p.signups }));
    const a = mergeCost(points, 999, facts.stateSubtree);
    const b = mergeCost(points, 5000, facts.stateSubtree);
    assert.equal(a.label, 'derived');
    assert.ok(b.gas > a.gas && a.gas > Math.max(...points.map((p) => p.cost.gas)));
    assert.ok(b.transactions >= a.transactions);
  });

  it('prices the worked example: every coordinator row, and the total is their sum', () => {
    const rows = pollCosts({ ...facts.quickstartParams, ...examplePoll }, facts);
    const coordinator = rows.filter((r) => r.payer === 'coordinator');
    assert.equal(
      coordinatorGas(rows),
      coordinator.reduce((t, r) => t + r.gas, 0),
    );
    const processProofs = Math.ceil((examplePoll.messages + 1) / 25);
    const proofRow = rows.find((r) => r.what.includes('processMessages'));
    assert.equal(proofRow?.transactions, processProofs);
    assert.equal(proofRow?.gas, processProofs * facts.processProof.gas);
    const table = exampleTable(facts);
    assert.equal(
      table.rows.find((r) => r[0].includes('processMessages'))?.[0],
      `Proofs: ${processProofs} \`processMessages\``,
    );
    assert.equal(table.rows[0][0], 'Deploy: `deployVkRegistry`');
    assert.ok(
      table.rows.some((r) => r[2] === `**${coordinatorGas(rows).toLocaleString('en-US')}**`),
    );
  });

  it('draws every receipt of a run in its table', () => {
    const gasIn = (rows: string[][]) =>
      rows.reduce((sum, r) => sum + Number(r[3].split(' ')[0].replace(/,/g, '')), 0);
    assert.equal(gasIn(runTable(ledger.quickstart).rows), total(ledger.quickstart.transactions));
    assert.equal(gasIn(runTable(ledger.proofs).rows), total(ledger.proofs.transactions));
    assert.equal(mergesTable(ledger).rows.length, ledger.merges.sizes.length);
  });

  it('gives ether at the typed price', () => {
    assert.equal(etherText(1_000_000, 10), '0.01 ETH');
    assert.equal(etherText(123_456_789, 2), '0.2469 ETH');
  });
});

describe('planner prices', () => {
  it('refuses a bad gas price with a message, and keeps the rest of the plan', () => {
    for (const [text, message] of [
      ['0', /more than 0/],
      ['-3', /negative/],
      ['cheap', /number of gwei/],
      ['', /Enter a gas price/],
      [String(maxGwei * 10), /at most/],
    ] as const) {
      assert.match(parseGasPrice(text).error ?? '', message, text);
      const { plan, errors } = makePlan({ gasPrice: text }, planner);
      assert.deepEqual(errors, {}, text);
      assert.ok(plan, text);
      assert.match(plan.pricing.gasPriceError ?? '', message);
      assert.ok(plan.pricing.rows.length > 0, 'the gas is still there');
      assert.ok(
        priceRows(plan).coordinator.every((r) => r.ether === ''),
        'no ether is shown',
      );
      assert.ok(plan.commands.deploy.includes('deployPoll'), 'the commands are still there');
    }
    assert.deepEqual(parseGasPrice(' 0.5 '), { gwei: 0.5 });
  });

  it('says when the voters do not fit, and prices nothing else wrongly', () => {
    const { plan } = makePlan({ voters: '20000', messages: '20000' }, planner);
    assert.ok(plan);
    assert.match(plan.pricing.sizeError ?? '', /20,000 voters do not fit/);
    assert.deepEqual(plan.pricing.rows, []);
    assert.ok(plan.keys.process.zkey, 'the keys are still there');
    assert.match(planMarkdown(plan, planner), /Not priced: 20,000 voters do not fit/);
  });

  it('measures proving time only for the circuits the proof page ran', () => {
    const p = facts.proofParams;
    const { plan } = makePlan(
      {
        stateTreeDepth: String(p.stateTreeDepth),
        intStateTreeDepth: String(p.intStateTreeDepth),
        messageTreeDepth: String(p.messageTreeDepth),
        messageBatchDepth: String(p.messageBatchDepth),
        voteOptionTreeDepth: String(p.voteOptionTreeDepth),
        voters: '3',
        messages: '4',
      },
      planner,
    );
    assert.equal(plan?.pricing.proving.label, 'measured');
    assert.equal(makePlan({}, planner).plan?.pricing.proving.label, 'not measured');
  });

  it('grows the chart with the poll', () => {
    const growth = makePlan({ voters: '2000' }, planner).plan?.pricing.growth ?? [];
    assert.equal(growth[growth.length - 1].voters, 2000);
    for (let i = 1; i < growth.length; i++) assert.ok(growth[i].gas >= growth[i - 1].gas);
  });

  it("links the running-a-poll page's worked example to the planner with its size", () => {
    const page = readFileSync(
      join(repoRoot, 'versioned_docs', 'version-v1.x', 'running-a-poll.md'),
      'utf8',
    );
    assert.ok(
      page.includes(
        `/docs/deployment-planner/?voters=${examplePoll.voters}&messages=${examplePoll.messages}`,
      ),
    );
  });
});
