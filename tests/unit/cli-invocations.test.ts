import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CliDefinition } from '../../plugins/maci-cli-reference/commands';
import { command, option } from '../support/cli-fixtures';
import {
  checkMarkdown,
  extractInvocations,
  shellWords,
} from '../../plugins/maci-cli-reference/invocations';

/** A two-command CLI, built here rather than read from the package, so the cases stay small. */
const cli: CliDefinition = {
  name: 'maci-cli',
  version: '0.0.0',
  commands: [
    command('signup', [
      option('-p, --pubkey <maciPubKey>', { required: true }),
      option('-q, --quiet <quiet>'),
    ]),
    command('deployPoll', [option('-uq, --use-quadratic-voting')]),
  ],
};

const fence = (body: string, lang = 'bash') => `Text.\n\n\`\`\`${lang}\n${body}\n\`\`\`\n`;

describe('shellWords', () => {
  it('keeps quoted words together', () => {
    assert.deepEqual(shellWords(`a "b c" 'd e' f`), ['a', 'b c', 'd e', 'f']);
  });
});

describe('extractInvocations', () => {
  it('finds npx, bare and node build/ts/index.js invocations', () => {
    const found = extractInvocations(
      fence(
        'npx maci-cli signup -p x\nmaci-cli deployPoll -uq\nnode build/ts/index.js signup --pubkey y',
      ),
    );
    assert.deepEqual(
      found.map((i) => [i.subcommand, i.args]),
      [
        ['signup', ['-p', 'x']],
        ['deployPoll', ['-uq']],
        ['signup', ['--pubkey', 'y']],
      ],
    );
  });

  it('joins continuation lines and reports the first line', () => {
    const [found] = extractInvocations(fence('maci-cli signup \\\n  --pubkey abc \\\n  -q true'));
    assert.deepEqual(found.args, ['--pubkey', 'abc', '-q', 'true']);
    assert.equal(found.line, 4);
  });

  it('splits chained commands and ignores comments and installs', () => {
    const found = extractInvocations(
      fence('npm install maci-cli\ncd cli && maci-cli signup -p x # sign up\npnpm add maci-cli'),
    );
    assert.deepEqual(
      found.map((i) => i.subcommand),
      ['signup'],
    );
  });

  it('finds invocations pinned to a version through npx, npm exec and pnpm dlx', () => {
    const found = extractInvocations(
      fence(
        [
          'npx maci-cli@1.2.5 signup -p x',
          'npx --yes maci-cli@~1.2 deployPoll -uq',
          'pnpm dlx maci-cli@1.2.5 signup -q true',
          'npm exec maci-cli@1.2.5 -- signup --pubkey y',
          'npm exec -- maci-cli@1.2.5 deployPoll',
        ].join('\n'),
      ),
    );
    assert.deepEqual(
      found.map((i) => [i.subcommand, i.args]),
      [
        ['signup', ['-p', 'x']],
        ['deployPoll', ['-uq']],
        ['signup', ['-q', 'true']],
        ['signup', ['--pubkey', 'y']],
        ['deployPoll', []],
      ],
    );
  });

  it('does not take an install of a pinned package for an invocation', () => {
    assert.deepEqual(
      extractInvocations(fence('npm install maci-cli@1.2.5\npnpm add -D maci-cli@1.2.5')),
      [],
    );
  });

  it('ignores prose outside code blocks', () => {
    assert.deepEqual(extractInvocations('Run maci-cli signup --bogus in a shell.\n'), []);
  });
});

describe('checkMarkdown', () => {
  it('accepts known subcommands, flags, values and help', () => {
    assert.deepEqual(checkMarkdown(fence('maci-cli signup -p "a b" --quiet=true -h'), cli), []);
  });

  it('catches a wrong flag', () => {
    const problems = checkMarkdown(fence('maci-cli signup --pubkey x --poll-id 0'), cli);
    assert.deepEqual(
      problems.map((p) => p.message),
      ['signup has no option --poll-id'],
    );
  });

  it('catches an unknown subcommand', () => {
    const problems = checkMarkdown(fence('npx maci-cli deploy -s 10'), cli);
    assert.deepEqual(
      problems.map((p) => p.message),
      ['unknown subcommand "deploy"'],
    );
  });

  it('catches a wrong flag in a pinned invocation', () => {
    const problems = checkMarkdown(fence('npx maci-cli@1.2.5 signup --poll-id 0'), cli);
    assert.deepEqual(
      problems.map((p) => p.message),
      ['signup has no option --poll-id'],
    );
  });

  it('catches an unknown subcommand in a pinned invocation', () => {
    for (const line of ['npx maci-cli@1.2.5 deploy', 'npm exec maci-cli@1.2.5 -- deploy']) {
      const problems = checkMarkdown(fence(line), cli);
      assert.deepEqual(
        problems.map((p) => p.message),
        ['unknown subcommand "deploy"'],
        line,
      );
    }
  });

  it('does not mistake an option value that looks like a flag name for a flag', () => {
    assert.deepEqual(checkMarkdown(fence('maci-cli signup -p macipk.abc -q false'), cli), []);
  });
});
