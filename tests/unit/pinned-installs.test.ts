// cspell:ignore isntall
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  fetchedSpecs,
  findUnpinned,
  parseSpec,
  repositoryKey,
  saysDefaultBranch,
  staysOnMinor,
  type PinOptions,
} from '../support/pinned-installs';

/** A fixed package list, so that the cases do not depend on what is installed. */
const options: PinOptions = {
  packages: ['maci-cli', 'maci-contracts', 'maci-core'],
  version: '1.2.5',
  repository: 'https://github.com/privacy-scaling-explorations/maci',
};

const fence = (body: string, lang = 'bash') => `Text.\n\n\`\`\`${lang}\n${body}\n\`\`\`\n`;

/** The lines of `body` (as a code block) that have a problem, as 1-based lines of the body. */
const flagged = (body: string): number[] =>
  findUnpinned(fence(body), options).map((problem) => problem.line - 3);

describe('staysOnMinor', () => {
  it('accepts versions and ranges that stay on 1.2.x', () => {
    for (const range of ['1.2.5', '1.2.0', '=1.2.5', '~1.2.5', '1.2.x', '1.2.*', '1.2', '~1.2']) {
      assert.ok(staysOnMinor(range, '1.2.5'), range);
    }
  });

  it('rejects a missing version, dist-tags and ranges that follow new releases', () => {
    for (const range of [
      '',
      'latest',
      'next',
      '^1.2.5',
      '1',
      '1.x',
      '*',
      '>=1.2.5',
      '1.3.0',
      '2.5.0',
    ]) {
      assert.ok(!staysOnMinor(range, '1.2.5'), range);
    }
  });
});

describe('parseSpec', () => {
  it('splits plain, scoped and aliased specs', () => {
    assert.deepEqual(parseSpec('maci-cli'), { name: 'maci-cli', range: '' });
    assert.deepEqual(parseSpec('maci-cli@1.2.5'), { name: 'maci-cli', range: '1.2.5' });
    assert.deepEqual(parseSpec('@scope/pkg@^2'), { name: '@scope/pkg', range: '^2' });
    assert.deepEqual(parseSpec('cli@npm:maci-cli@1.2.5'), { name: 'maci-cli', range: '1.2.5' });
    assert.deepEqual(parseSpec('@my/cli@npm:maci-cli'), { name: 'maci-cli', range: '' });
  });
});

describe('fetchedSpecs', () => {
  const specs = (command: string) => fetchedSpecs(command.split(' '));

  it('reads every package of an install, with flags anywhere', () => {
    assert.deepEqual(specs('npm install -g a --save-dev b@1'), ['a', 'b@1']);
    assert.deepEqual(specs('npm -g i a'), ['a']);
    assert.deepEqual(specs('npm isntall a'), ['a']);
    assert.deepEqual(specs('npm install -w maci-cli a'), ['a']);
    assert.deepEqual(specs('pnpm add -D a'), ['a']);
    assert.deepEqual(specs('pnpm --filter maci-cli add a'), ['a']);
    assert.deepEqual(specs('yarn add a'), ['a']);
    assert.deepEqual(specs('yarn global add a'), ['a']);
  });

  it('reads only the package of a one-off run, not the arguments of the program', () => {
    assert.deepEqual(specs('npx a signup b'), ['a']);
    assert.deepEqual(specs('npx --yes a b'), ['a']);
    assert.deepEqual(specs('npx -p a@1 a-bin b'), ['a@1']);
    assert.deepEqual(specs('npx --package=a@1 a-bin'), ['a@1']);
    assert.deepEqual(specs('npm exec a -- b'), ['a']);
    assert.deepEqual(specs('npm exec -- a b'), ['a']);
    assert.deepEqual(specs('pnpm dlx a b'), ['a']);
    assert.deepEqual(specs('yarn dlx a b'), ['a']);
  });

  it('reads nothing from commands that install no named package', () => {
    for (const command of [
      'pnpm install',
      'pnpm i',
      'npm ci',
      'pnpm exec a',
      'pnpm run build',
      'npm test',
    ]) {
      assert.deepEqual(specs(command), [], command);
    }
  });
});

describe('findUnpinned: packages', () => {
  it('flags every unpinned way to install a MACI package', () => {
    const body = [
      'npm install maci-cli',
      'npm i -g maci-cli@latest',
      'npm add maci-cli@^1.2.5 --save-dev',
      'npm isntall -D maci-cli@1',
      'pnpm add maci-contracts',
      'pnpm install maci-core',
      'pnpm i maci-core@2.5.0',
      'yarn add maci-cli',
      'yarn global add maci-cli',
      'sudo npm install -g maci-cli',
    ].join('\n');
    assert.deepEqual(flagged(body), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('flags every unpinned one-off run', () => {
    const body = [
      'npx maci-cli --help',
      'npx --yes maci-cli signup',
      'npx -y maci-cli@latest signup',
      'npx -p maci-cli maci-cli signup',
      'npx --package=maci-cli@^1.2.5 maci-cli signup',
      'npm exec maci-cli -- signup',
      'pnpm dlx maci-cli signup',
      'yarn dlx maci-cli signup',
    ].join('\n');
    assert.deepEqual(flagged(body), [1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('accepts the same commands pinned to 1.2.x', () => {
    const body = [
      'npm install maci-cli@1.2.5',
      'npm i -g maci-cli@~1.2.5 maci-contracts@1.2.x',
      'npm add --save-dev maci-core@1.2',
      'pnpm add -D maci-contracts@~1.2',
      'yarn add maci-cli@1.2.5',
      'yarn global add maci-cli@1.2.5',
      'npx maci-cli@1.2.5 --help',
      'npx --yes maci-cli@1.2.5 signup',
      'npx -p maci-cli@1.2.5 maci-cli signup',
      'npm exec maci-cli@1.2.5 -- signup',
      'pnpm dlx maci-cli@1.2.5 signup',
      'yarn dlx maci-cli@1.2.5 signup',
      'npm install cli@npm:maci-cli@1.2.5',
      'npm install "maci-cli@1.2.5"',
    ].join('\n');
    assert.deepEqual(findUnpinned(fence(body), options), []);
  });

  it('ignores packages that are not MACI and arguments of the program', () => {
    const body = [
      'npm install -g pnpm@8',
      'npm i -g commitizen',
      'pnpm add hardhat maci-cli-extra',
      'npx hardhat deploy maci-cli',
      'pnpm install',
      'pnpm exec maci-cli signup',
    ].join('\n');
    assert.deepEqual(findUnpinned(fence(body), options), []);
  });

  it('flags only the unpinned package of an install that names several', () => {
    const problems = findUnpinned(
      fence('npm i maci-cli@1.2.5 maci-core maci-contracts@1.2.5'),
      options,
    );
    assert.deepEqual(
      problems.map((p) => p.message),
      ['maci-core has no version; pin it as maci-core@1.2.5'],
    );
  });

  it('says why a range is not enough', () => {
    const [problem] = findUnpinned(fence('npx maci-cli@^1.2.5 signup'), options);
    assert.equal(
      problem.message,
      'maci-cli@^1.2.5 may resolve outside 1.2.x; pin it as maci-cli@1.2.5',
    );
  });

  it('reads inline code in prose, with its line', () => {
    const markdown =
      'Intro.\n\nInstall it with `npm i maci-cli`, then run `npx maci-cli@1.2.5 --help`.\n\nLater `npx maci-cli signup`.\n';
    const problems = findUnpinned(markdown, options);
    assert.deepEqual(
      problems.map((p) => [p.line, p.source]),
      [
        [3, 'npm i maci-cli'],
        [5, 'npx maci-cli signup'],
      ],
    );
  });

  it('joins continuation lines, splits chained commands and strips prompts', () => {
    const body = [
      'cd cli && npm install \\',
      '  --save-dev \\',
      '  maci-cli',
      '$ npx maci-cli@1.2.5 --version; npx maci-cli --help',
      'echo ok || pnpm add maci-core | tee log',
      'npm install maci-cli@1.2.5 # then npm install maci-core',
    ].join('\n');
    const problems = findUnpinned(fence(body), options);
    assert.deepEqual(
      problems.map((p) => [p.line - 3, p.source]),
      [
        [1, 'npm install --save-dev maci-cli'],
        [4, 'npx maci-cli --help'],
        [5, 'pnpm add maci-core'],
      ],
    );
  });
});

describe('findUnpinned: clones', () => {
  const https = 'https://github.com/privacy-scaling-explorations/maci';

  it('treats every spelling of the repository address as the same repository', () => {
    const key = repositoryKey(https);
    for (const address of [
      `${https}.git`,
      `${https}/`,
      'git@github.com:privacy-scaling-explorations/maci.git',
      'ssh://git@github.com/privacy-scaling-explorations/maci.git',
      'https://github.com/Privacy-Scaling-Explorations/MACI',
    ]) {
      assert.equal(repositoryKey(address), key, address);
    }
    assert.notEqual(repositoryKey('https://github.com/privacy-scaling-explorations/maci-rs'), key);
  });

  it('flags a clone of MACI without the release tag', () => {
    for (const body of [
      `git clone ${https}`,
      `git clone ${https}.git && cd maci && pnpm i`,
      'git clone git@github.com:privacy-scaling-explorations/maci.git',
      `git clone --depth 1 ${https}.git maci`,
      `git clone --branch dev ${https}`,
      `git clone -b v1.2.4 ${https}`,
      `git clone ${https}\ngit checkout dev`,
    ]) {
      assert.equal(findUnpinned(fence(body), options).length, 1, body);
    }
  });

  it('accepts a clone that asks for the tag or checks it out later in the same block', () => {
    for (const body of [
      `git clone --branch v1.2.5 ${https}.git`,
      `git clone -b v1.2.5 ${https}`,
      `git clone --branch=v1.2.5 ${https}`,
      `git clone ${https} --branch v1.2.5`,
      `git clone --depth 1 -b v1.2.5 git@github.com:privacy-scaling-explorations/maci.git`,
      `git clone ${https}.git && \\\n  cd maci && \\\n  git checkout v1.2.5`,
      `git clone ${https}\ncd maci\ngit switch --detach v1.2.5`,
      `git clone ${https}\ngit -C maci checkout tags/v1.2.5`,
    ]) {
      assert.deepEqual(findUnpinned(fence(body), options), [], body);
    }
  });

  it('does not accept a checkout that comes before the clone or in another block', () => {
    assert.equal(findUnpinned(fence(`git checkout v1.2.5\ngit clone ${https}`), options).length, 1);
    const twoBlocks = fence(`git clone ${https}`) + fence('git checkout v1.2.5');
    assert.equal(findUnpinned(twoBlocks, options).length, 1);
  });

  it('ignores clones of other repositories and reads clones in prose', () => {
    assert.deepEqual(
      findUnpinned(fence('git clone https://github.com/iden3/rapidsnark.git'), options),
      [],
    );
    const prose = `Run \`git clone ${https}\` first.\n`;
    const [problem] = findUnpinned(prose, options);
    assert.equal(problem.line, 1);
    assert.equal(
      problem.message,
      'clone of the MACI repository has no --branch; pass --branch v1.2.5 or run git checkout v1.2.5 after it',
    );
  });
});

describe('saysDefaultBranch', () => {
  it('needs a paragraph that names the default branch and the release', () => {
    assert.ok(
      saysDefaultBranch('These steps use the **default branch**, not the `v1.2.5` tag.\n', '1.2.5'),
    );
    assert.ok(saysDefaultBranch('1. Clone it. Use the default\n   branch, not 1.2.5.\n', '1.2.5'));
  });

  it('is not satisfied by the words alone, another release, or a code block', () => {
    assert.ok(!saysDefaultBranch('Check out the default branch.\n', '1.2.5'));
    assert.ok(!saysDefaultBranch('The default branch, not 1.2.4.\n', '1.2.5'));
    assert.ok(!saysDefaultBranch(fence('# default branch, not 1.2.5'), '1.2.5'));
  });
});
