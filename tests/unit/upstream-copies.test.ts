import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  headerReference,
  installedVersion,
  ourPath,
  sha256,
  upstreamCopies,
  upstreamPath,
} from '../support/upstream-copies';

const copies = Object.entries(upstreamCopies);

describe('upstream copies: the installed upstream is still the copied one', () => {
  for (const [id, copy] of copies) {
    const upstream = `${copy.package}/${copy.upstreamFile}`;
    const recheck = `re-check ${copy.file} against ${upstream}, then update "${id}" in tests/support/upstream-copies.ts`;

    it(`${copy.file} copies ${upstream} ${copy.version}`, () => {
      const version = installedVersion(copy.package);
      assert.equal(
        version,
        copy.version,
        `${copy.package} is now ${version}, the copy is of ${copy.version}: ${recheck}`,
      );
      assert.ok(existsSync(upstreamPath(copy)), `${upstream} is gone: ${recheck}`);
      assert.equal(
        sha256(upstreamPath(copy)),
        copy.sha256,
        `${upstream} is not the file that was copied: ${recheck}`,
      );
    });

    it(`${copy.file} names what it copies in its header`, () => {
      assert.ok(existsSync(ourPath(copy)), `${copy.file} is gone: update "${id}"`);
      const source = readFileSync(ourPath(copy), 'utf8');
      assert.ok(
        source.slice(0, 600).includes(headerReference(copy)),
        `the header comment of ${copy.file} should name "${headerReference(copy)}"`,
      );
    });
  }
});
