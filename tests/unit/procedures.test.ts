import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CliDefinition } from '../../plugins/maci-cli-reference/commands';
import { normalizedCommands, sharedSequences } from '../support/procedures';

const option = (short: string, long: string, argument?: string) => ({
  flags: `${short}, ${long}${argument ? ` <${argument}>` : ''}`,
  short,
  long,
  argument,
  description: '',
  required: false,
});
const cli: CliDefinition = {
  name: 'maci-cli',
  version: '1.2.5',
  commands: [
    { name: 'deployVkRegistry', description: '', arguments: [], options: [] },
    {
      name: 'create',
      description: '',
      arguments: [],
      options: [option('-s', '--stateTreeDepth', 'stateTreeDepth')],
    },
    {
      name: 'deployPoll',
      description: '',
      arguments: [],
      options: [
        option('-t', '--duration', 'duration'),
        option('-pk', '--pubkey', 'pubkey'),
        option('-q', '--quiet'),
      ],
    },
  ],
};
const bash = (...lines: string[]) => '```bash\n' + lines.join('\n') + '\n```\n';

describe('normalizedCommands', () => {
  it('reads short and long flags, in any order, as the same command', () => {
    const short = normalizedCommands(
      bash('npx maci-cli@1.2.5 deployPoll -t 300 \\', '  -pk "$KEY" -q'),
      cli,
    );
    const long = normalizedCommands(
      bash('node build/ts/index.js deployPoll --pubkey $KEY --quiet --duration=300'),
      cli,
    );
    assert.equal(short.length, 1);
    assert.deepEqual(
      short.map((c) => c.key),
      long.map((c) => c.key),
    );
    assert.equal(short[0].key, 'deployPoll --duration --pubkey --quiet');
  });

  it('leaves out calls without a subcommand', () => {
    assert.deepEqual(normalizedCommands(bash('npx maci-cli@1.2.5 --help'), cli), []);
  });
});

describe('sharedSequences', () => {
  const sequence = bash(
    'npx maci-cli@1.2.5 deployVkRegistry',
    'npx maci-cli@1.2.5 create -s 6',
    'npx maci-cli@1.2.5 deployPoll -t 300 -pk "$KEY"',
  );
  it('finds three commands written twice, across blocks and flag styles', () => {
    const copy =
      'Prose.\n\n' +
      bash('node build/ts/index.js deployVkRegistry') +
      '\nMore prose.\n\n' +
      bash(
        'node build/ts/index.js create --stateTreeDepth 6',
        'node build/ts/index.js deployPoll --pubkey "$KEY" --duration 300',
      );
    const shared = sharedSequences(
      [
        { name: 'a.md', markdown: sequence },
        { name: 'b.md', markdown: copy },
      ],
      cli,
    );
    assert.equal(shared.length, 1);
    assert.deepEqual(shared[0].places, ['a.md:2', 'b.md:4']);
  });

  it('counts a copy whose values drifted, but not a run with other options or a run of two', () => {
    const drifted = sequence.replace('-s 6', '-s 10');
    const other = sequence.replace(' -pk "$KEY"', '');
    const two = bash(
      'npx maci-cli@1.2.5 create -s 6',
      'npx maci-cli@1.2.5 deployPoll -t 300 -pk "$KEY"',
    );
    assert.deepEqual(
      sharedSequences(
        [
          { name: 'a.md', markdown: sequence },
          { name: 'b.md', markdown: other },
          { name: 'c.md', markdown: two },
        ],
        cli,
      ),
      [],
    );
    const copies = sharedSequences(
      [
        { name: 'a.md', markdown: sequence },
        { name: 'd.md', markdown: drifted },
      ],
      cli,
    );
    assert.deepEqual(
      copies.map((c) => c.places),
      [['a.md:2', 'd.md:2']],
    );
  });
});
