import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanHeadOnly } from '../../plugins/runtime/chunk-script-lookup';

describe('chunk-script-lookup', () => {
  it("limits the chunk loader's script scan to the head", () => {
    const loader = 'var scripts = document.getElementsByTagName("script"); for (;;) {}';
    assert.equal(
      scanHeadOnly(loader),
      'var scripts = document.head.getElementsByTagName("script"); for (;;) {}',
    );
  });

  it('fails the build when the loader no longer reads as expected', () => {
    assert.throws(() => scanHeadOnly('var scripts = document.scripts;'), /found 0/);
    const twice =
      'document.getElementsByTagName("script"); document.getElementsByTagName("script")';
    assert.throws(() => scanHeadOnly(twice), /found 2/);
  });
});
