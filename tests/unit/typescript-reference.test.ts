import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderIndex } from '../../plugins/typescript-reference';

describe('TypeScript reference index', () => {
  const text = renderIndex(
    [
      { folder: 'core', name: 'maci-core', label: 'Core', summary: 'The state.', version: '1.2.5' },
      { folder: 'cli', name: 'maci-cli', label: 'CLI', summary: 'The commands.', version: '1.2.5' },
    ],
    7,
    'solidity-docs',
  );

  it('links each package page with its installed version', () => {
    assert.match(
      text,
      /\| \[Core\]\(\.\/core\/index\.md\) \| `maci-core` \| 1\.2\.5 \| The state\. \|/,
    );
    assert.match(
      text,
      /\| \[CLI\]\(\.\/cli\/index\.md\) \| `maci-cli` \| 1\.2\.5 \| The commands\. \|/,
    );
    assert.match(text, /at version 1\.2\.5\./);
  });

  it('places the reference in the sidebar and links the contract reference', () => {
    assert.match(text, /^sidebar_position: 7$/m);
    assert.match(text, /\(\.\.\/solidity-docs\/index\.md\)/);
  });
});
