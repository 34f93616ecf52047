import assert from 'node:assert/strict';
import { it } from 'node:test';
import { archiveTree, ceremonyFor, drawTree } from '../../plugins/ceremony-artifacts';
import { duration, figureText, type ProofRunFigures } from '../../plugins/proof-run';

const sample: ProofRunFigures = {
  steps: {
    compile: { seconds: 61.4, kilobytes: 1_145_552 },
    setup: { seconds: 470.1, kilobytes: 2_188_156 },
    small: { seconds: 3, kilobytes: 580_248 },
  },
  files: { 'key.zkey': 235_012_345 },
  proving: { process: { batches: 2, seconds: 20 }, tally: { batches: 1, seconds: 5 }, cores: 2 },
  keys: {},
  oneTime: ['compile', 'setup'],
};

it('rounds times to seconds below a minute and a half, to minutes above', () => {
  assert.equal(duration(12.7), '13 s');
  assert.equal(duration(89), '89 s');
  assert.equal(duration(470.1), '8 min');
});

it('states a step, a file, or the one-time total from the recorded figures', () => {
  assert.equal(figureText({ step: 'compile' }, sample), '61 s and 1.1 GB of memory');
  assert.equal(figureText({ step: 'small' }, sample), '3 s and 580 MB of memory');
  assert.equal(figureText({ file: 'key.zkey' }, sample), '235 MB');
  assert.equal(figureText({ total: '' }, sample), '9 min');
  assert.throws(() => figureText({ step: 'missing' }, sample), /no figure for step "missing"/);
  assert.throws(() => figureText({}, sample), /needs step/);
});

it('draws a file list as a tree, folders first', () => {
  assert.equal(
    drawTree(['top/a/x', 'top/b', 'top/a/y/z']),
    ['top/', '├── a/', '│   ├── y/', '│   │   └── z', '│   └── x', '└── b'].join('\n'),
  );
});

it("draws the v1.2 ceremony archive's recorded files", () => {
  const tree = archiveTree(ceremonyFor('1.2')).value;
  assert.ok(tree.startsWith('zkeys/\n'));
  assert.ok(tree.includes('│   └── processMessages_6-9-2-3.zkey'));
  assert.equal(tree.split('\n').filter((l) => l.endsWith('.wasm')).length, 4);
});
