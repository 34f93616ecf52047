import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as helpers from '../../plugins/speed/tslib-helpers/helpers';
import { utilsCommonDir } from '../../plugins/speed/tslib-helpers';

const libDir = path.dirname(require.resolve('@docusaurus/utils-common/lib/index.js'));

/** The tslib helpers the installed @docusaurus/utils-common calls (tsc names the binding tslib_1). */
function helpersCalled(): string[] {
  const called = new Set<string>();
  for (const file of readdirSync(libDir).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(libDir, file), 'utf8');
    for (const m of source.matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(m[1] ?? '');
  }
  return [...called].sort();
}

describe('tslib-helpers', () => {
  it('exports every helper @docusaurus/utils-common calls', () => {
    const called = helpersCalled();
    assert.ok(called.length > 0, 'utils-common calls no tslib helper: the plugin can go');
    for (const name of called) {
      assert.equal(typeof (helpers as Record<string, unknown>)[name], 'function', name);
    }
  });

  it('matches the folder the requires come from', () => {
    assert.match(libDir, utilsCommonDir);
  });

  it('gives the same results as the package build', () => {
    const esModule = { __esModule: true, default: 1 };
    assert.equal(helpers.__importDefault(esModule), esModule);
    assert.deepEqual(helpers.__importDefault(2), { default: 2 });
  });
});
