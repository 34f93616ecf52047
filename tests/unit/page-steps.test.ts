import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { freePort } from '../support/free-port';
import { originOf } from '../support/gas-ledger/chain';
import { outputProblems, runFailure, type PageRun } from '../support/page-run';
import {
  installedSpecs,
  parseMeasurements,
  missingLines,
  normalizeOutputLine,
  outputPerStep,
  parseBlockMarks,
  pageSteps,
  stepMarker,
  stepsScript,
} from '../support/page-steps';

const fence = (lang: string, body: string, meta = '') =>
  '```' + lang + (meta ? ` ${meta}` : '') + '\n' + body + '\n```\n';

describe('pageSteps', () => {
  it('reads shell blocks in order with the Output block that follows each', () => {
    const page = [
      '# Title\n',
      'Prose.\n',
      fence('bash', 'echo one'),
      fence('text', 'one\n\n', 'title="Output"'),
      fence('sh', 'echo two'),
      fence('text', 'not an output block'),
      fence('ts', 'const x = 1;'),
    ].join('\n');
    const steps = pageSteps(page);
    assert.deepEqual(
      steps.map((s) => [s.code, s.expected, s.substitute]),
      [
        ['echo one', ['one'], undefined],
        ['echo two', [], undefined],
      ],
    );
    assert.equal(steps[0].line, 5);
  });

  it('attaches a runner marker to the next shell block only; readers never see the marker', () => {
    const page = [
      '{/*\nrunner: install\n*/}\n',
      fence('bash', 'npm install x@1.0.0'),
      fence('bash', 'echo after'),
    ].join('\n');
    assert.deepEqual(
      pageSteps(page).map((s) => s.substitute),
      ['install', undefined],
    );
  });

  it('stacks measure, cache and runner markers on the next block', () => {
    const page = [
      '{/* measure: slow */}\n',
      fence('bash', 'sleep 1'),
      '{/* runner: ptau */}\n',
      '{/* cache: tau */}\n',
      fence('bash', 'curl -O x'),
      fence('bash', 'echo plain'),
    ].join('\n');
    assert.deepEqual(
      pageSteps(page).map((s) => [s.measure, s.cache, s.substitute]),
      [
        ['slow', undefined, undefined],
        ['tau', true, 'ptau'],
        [undefined, undefined, undefined],
      ],
    );
  });

  it('rejects unknown markers, stray markers and orphan Output blocks', () => {
    assert.throws(
      () => pageSteps(`{/* runner: everything */}\n\n${fence('bash', 'x')}`),
      /unknown runner marker/,
    );
    assert.throws(
      () => pageSteps('{/* runner: node */}\n\nProse.\n'),
      /right before a shell block/,
    );
    assert.throws(() => pageSteps('{/* runner: node */}\n'), /right before a shell block/);
    assert.throws(
      () => pageSteps(fence('text', 'x', 'title="Output"')),
      /must follow a shell block/,
    );
    assert.throws(
      () => pageSteps(`${fence('bash', 'x')}\nProse.\n\n${fence('text', 'x', 'title="Output"')}`),
      /must follow a shell block/,
    );
  });
});

describe('stepsScript and outputPerStep', () => {
  it('runs the steps in one shell, replacing only marked blocks, and splits the output back', () => {
    const steps = pageSteps(
      [
        fence('bash', 'A=1'),
        '{/* runner: node */}\n',
        fence('bash', 'npx hardhat node'),
        fence('bash', 'echo $A'),
      ].join('\n'),
    );
    const script = stepsScript(steps, { install: 'unused', node: 'start-node' });
    assert.ok(script.startsWith('set -aeo pipefail\n'));
    assert.ok(script.includes('start-node') && !script.includes('npx hardhat node'));
    const output = [
      stepMarker(0),
      stepMarker(1),
      'started',
      stepMarker(2),
      '1',
      stepMarker(3),
      '',
    ].join('\n');
    const perStep = outputPerStep(output);
    assert.deepEqual(perStep.get(1), ['started']);
    assert.deepEqual(perStep.get(2), ['1']);
    assert.equal(Math.max(...perStep.keys()), steps.length);
  });
});

describe('measured and cached steps', () => {
  /** Runs a page's steps with bash in a scratch folder; returns the output and measurements. */
  function run(page: string, root: string, cacheDir: string) {
    const steps = pageSteps(page);
    const scratch = mkdtempSync(join(root, 'scratch-'));
    const work = mkdtempSync(join(root, 'work-'));
    const measureFile = join(scratch, 'measured');
    writeFileSync(measureFile, '');
    const cacheDirs = new Map(steps.flatMap((s, i) => (s.cache ? [[i, cacheDir] as const] : [])));
    const script = stepsScript(steps, {}, { scratch, measureFile, cacheDirs });
    const output = execFileSync('bash', ['-c', script], { cwd: work, encoding: 'utf8' });
    return { output, work, measured: parseMeasurements(readFileSync(measureFile, 'utf8')) };
  }

  it('measures steps, keeps what a cached step wrote, and gives it back without running it', () => {
    const root = mkdtempSync(join(tmpdir(), 'page-steps-test-'));
    try {
      const cacheDir = join(root, 'cache', 'made-1');
      const page = [
        fence('bash', 'GREETING=hello\nmkdir -p node_modules && touch node_modules/ignored'),
        '{/* cache: made */}\n',
        fence(
          'bash',
          `mkdir -p out && echo "$GREETING" > out/file && echo ran-the-step | tee -a '${root}/runs'`,
        ),
        '{/* measure: shown */}\n',
        fence('bash', 'cat out/file'),
      ].join('\n');
      const first = run(page, root, cacheDir);
      assert.match(first.output, /ran-the-step/);
      assert.match(first.output, /^hello$/m);
      assert.deepEqual([...first.measured.keys()], ['made', 'shown']);
      assert.equal(first.measured.get('made')?.cached, false);
      assert.ok(existsSync(join(cacheDir, 'files', 'out', 'file')));
      assert.ok(!existsSync(join(cacheDir, 'files', 'node_modules')), 'node_modules is left out');

      const second = run(page, root, cacheDir);
      assert.equal(second.output.match(/ran-the-step/g)?.length, 1, 'its output is replayed');
      assert.equal(readFileSync(join(root, 'runs'), 'utf8'), 'ran-the-step\n', 'it ran once');
      assert.match(second.output, /^hello$/m);
      assert.deepEqual(second.measured.get('made'), {
        ...first.measured.get('made'),
        cached: true,
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('output matching', () => {
  const key = 'macipk.' + 'a'.repeat(64);
  const otherKey = 'macipk.' + 'b'.repeat(64);

  it('ignores colors, spacing, fresh keys, hashes and gas, but not addresses', () => {
    assert.equal(
      normalizeOutputLine(`\x1b[32m[✓] Key:  ${key}\x1b[0m gas used: 12`),
      '[✓] Key: macipk.<key> gas used: <n>',
    );
    assert.deepEqual(missingLines([`Key: ${key}`], [`Key: ${otherKey}`]), []);
    assert.deepEqual(
      missingLines(['Hash: 0x' + '1'.repeat(64)], ['Hash: 0x' + '2'.repeat(64)]),
      [],
    );
    const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    assert.deepEqual(
      missingLines([`at: ${address}`], ['at: 0x0000000000000000000000000000000000000001']),
      [`at: ${address}`],
    );
  });

  it('needs the expected lines in order, allowing lines in between', () => {
    assert.deepEqual(missingLines(['one', 'three'], ['banner', 'one', 'two', 'three']), []);
    assert.deepEqual(missingLines(['three', 'one'], ['one', 'two', 'three']), ['one']);
  });
});

describe('installedSpecs', () => {
  it('reads names and versions, skipping flags', () => {
    assert.deepEqual(installedSpecs('npm install --save-exact maci-cli@1.2.5 @scope/pkg@2 plain'), [
      { name: 'maci-cli', range: '1.2.5' },
      { name: '@scope/pkg', range: '2' },
      { name: 'plain' },
    ]);
    assert.throws(() => installedSpecs('pnpm add x'), /not an npm install/);
  });
});

describe('judging a run', () => {
  const steps = pageSteps(
    [
      fence('bash', 'echo one'),
      fence('text', 'one', 'title="Output"'),
      '{/* runner: node */}\n',
      fence('bash', 'npx hardhat node'),
      fence('text', 'what the page shows', 'title="Output"'),
    ].join('\n'),
  );
  const run = (perStep: [number, string[]][], exitCode = 0): PageRun => ({
    exitCode,
    perStep: new Map(perStep),
    output: '',
    nodeLog: 'node log',
    timedOut: false,
    measurements: new Map(),
  });

  it('names the step a run stopped in, and passes a run that got through', () => {
    assert.equal(
      runFailure(
        steps,
        run([
          [0, ['one']],
          [1, []],
          [2, []],
        ]),
      ),
      undefined,
    );
    const failure = runFailure(
      steps,
      run(
        [
          [0, ['one']],
          [1, ['boom']],
        ],
        1,
      ),
    );
    assert.match(
      failure ?? '',
      /^exit 1 in the step at line \d+:\nnpx hardhat node\n--- its output ---\nboom/,
    );
  });

  it("compares each step's output with the page, except a substituted step's", () => {
    assert.deepEqual(
      outputProblems(
        steps,
        run([
          [0, ['one']],
          [1, ['started']],
        ]),
      ),
      [],
    );
    assert.match(outputProblems(steps, run([[0, ['two']]]))[0] ?? '', /the output lacks "one"/);
  });
});

describe('block marks', () => {
  /** Runs steps with blockMarks against a stand-in node whose block number goes up per request. */
  async function runMarked(code: string[], answer: boolean) {
    const root = mkdtempSync(join(tmpdir(), 'page-steps-marks-'));
    let block = 0;
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ jsonrpc: '2.0', id: 1, result: `0x${(block++).toString(16)}` }),
      );
    });
    const port = await freePort();
    if (answer) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      // A stand-in npx, so that the wrapped one has something to call.
      const bin = join(root, 'bin');
      execFileSync('mkdir', ['-p', bin]);
      writeFileSync(join(bin, 'npx'), '#!/bin/sh\necho "npx ran $*"\n', { mode: 0o755 });
      const blockMarks = join(root, 'marks');
      const steps = code.map((c, i) => ({ line: i + 1, code: c, expected: [] }));
      const script = stepsScript(
        steps,
        {},
        {
          scratch: root,
          measureFile: join(root, 'measured'),
          cacheDirs: new Map(),
          blockMarks,
        },
      );
      const output = await new Promise<string>((resolve, reject) =>
        execFile(
          'bash',
          ['-c', script],
          {
            cwd: root,
            env: {
              ...process.env,
              PATH: `${bin}:${process.env.PATH}`,
              ETH_PROVIDER_PORT: String(port),
            },
          },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        ),
      );
      const marks = existsSync(blockMarks) ? parseBlockMarks(readFileSync(blockMarks, 'utf8')) : [];
      return { output, marks };
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('marks each step and each npx, in functions and child shells too', async () => {
    const { output, marks } = await runMarked(
      [
        'echo start',
        'npx maci-cli@1.2.5 signup --pubkey x',
        'vote() { npx maci-cli@1.2.5 publish "$1"; }\nvote a\nbash -c "npx maci-cli@1.2.5 mergeSignups"',
      ],
      true,
    );
    assert.match(output, /npx ran maci-cli@1.2.5 publish a/);
    assert.deepEqual(
      marks.map((m) => [m.step, m.args]),
      [
        [0, ''],
        [1, ''],
        [1, 'maci-cli@1.2.5 signup --pubkey x'],
        [2, ''],
        [2, 'maci-cli@1.2.5 publish a'],
        [2, 'maci-cli@1.2.5 mergeSignups'],
      ],
    );
    assert.deepEqual(
      marks.map((m) => m.block),
      [0, 1, 2, 3, 4, 5],
    );
    // A transaction mined in block 3 was sent by the command whose mark read block 2.
    assert.deepEqual(originOf(3, marks), { step: 1, args: 'maci-cli@1.2.5 signup --pubkey x' });
    assert.deepEqual(originOf(6, marks), { step: 2, args: 'maci-cli@1.2.5 mergeSignups' });
    assert.equal(originOf(0, marks), undefined);
  });

  it('leaves the marks out, and the steps alone, while no node answers', async () => {
    const { output, marks } = await runMarked(['npx maci-cli@1.2.5 genMaciKeyPair'], false);
    assert.match(output, /npx ran maci-cli@1.2.5 genMaciKeyPair/);
    assert.deepEqual(marks, []);
  });
});
