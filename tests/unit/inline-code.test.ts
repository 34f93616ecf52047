import assert from 'node:assert/strict';
import { it } from 'node:test';
import { symbolReferences } from '../support/inline-code';

it('picks symbol-like inline code and skips the rest', () => {
  const refs = symbolReferences(
    'Call `Poll.publishMessage()` then `mergeMaciState(x, y)` on `MACI`; not `true`, ' +
      '`npm install`, `-uq`, `0x12`, `./a.sol` or `maci`. Arrays: `PubKey[]`.\n\n' +
      '```ts\nconst NotInline = 1;\n```\n',
  );
  assert.deepEqual(
    refs.map((r) => r.parts),
    [['Poll', 'publishMessage'], ['mergeMaciState'], ['MACI'], ['PubKey']],
  );
});
