import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { swapProblems } from '../../plugins/speed/swap-proof';
import {
  installedDocusaurus,
  readmePath,
  verifiedMinor,
  versionMismatches,
} from '../../plugins/speed/version-guard';

const swap = {
  plugin: 'example',
  original: /[\\/]core[\\/]lib[\\/]client[\\/]entry\.js$/,
  replacement: '/site/plugins/speed/example/entry.tsx',
};

test('a swap is proven only when its replacement was built and the upstream module was not', () => {
  assert.deepEqual(
    swapProblems(['/site/plugins/speed/example/entry.tsx?x=1', '/a.js'], [swap]),
    [],
  );
  const missed = swapProblems(['/n/core/lib/client/entry.js', '/a.js'], [swap]);
  assert.equal(missed.length, 2);
  assert.match(missed[0] ?? '', /example: .*entry\.tsx was not built/);
  assert.match(
    missed[1] ?? '',
    /example: the upstream module was still built \(\/n\/core\/lib\/client\/entry\.js\)/,
  );
  // Where other importers keep the upstream module, only the replacement must be there.
  const kept = [swap.replacement, '/n/core/lib/client/entry.js'];
  assert.deepEqual(swapProblems(kept, [{ ...swap, originalStays: true }]), []);
  assert.equal(swapProblems(kept, [swap]).length, 1);
});

test('the version guard accepts the verified minor only', () => {
  assert.equal(verifiedMinor('# T\n\nVerified with Docusaurus 3.10.\n'), '3.10');
  assert.throws(() => verifiedMinor('no such line'), /Verified with Docusaurus X\.Y\./);
  assert.deepEqual(
    versionMismatches({ '@docusaurus/core': '3.10.2', '@docusaurus/utils': '3.10.0' }, '3.10'),
    [],
  );
  assert.deepEqual(
    versionMismatches({ '@docusaurus/core': '3.11.0', '@docusaurus/types': '3.100.1' }, '3.10'),
    ['@docusaurus/core 3.11.0', '@docusaurus/types 3.100.1'],
  );
});

test('the installed Docusaurus, package.json and plugins/speed/README.md agree on one minor', () => {
  const minor = verifiedMinor(readFileSync(readmePath, 'utf8'));
  assert.deepEqual(versionMismatches(installedDocusaurus(process.cwd()), minor), []);
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    ([name]) => name.startsWith('@docusaurus/'),
  );
  assert.ok(ranges.length > 0);
  for (const [name, range] of ranges) {
    // A tilde range stays within the minor: a lockfile refresh cannot bring another one.
    assert.match(range, new RegExp(`^~${minor.replace('.', '\\.')}\\.\\d+$`), name);
  }
});
