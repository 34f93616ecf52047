import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import {
  drawAllAtLoad,
  drawAllAtLoadScript,
  drawAllAttribute,
  drawAllOnRouteChange,
  type LoadType,
} from '../../plugins/long-pages/draw-all';

const loadTypes: (LoadType | undefined)[] = [
  'navigate',
  'reload',
  'back_forward',
  'prerender',
  undefined,
];

/** Runs the head script with the given navigation type and hash; was the flag set? */
function scriptSetsFlag(type: LoadType | undefined, hash: string): boolean {
  const set: string[] = [];
  runInNewContext(drawAllAtLoadScript, {
    performance: { getEntriesByType: () => (type ? [{ type }] : []) },
    location: { hash },
    document: { documentElement: { setAttribute: (name: string) => set.push(name) } },
  });
  assert.ok(set.every((name) => name === drawAllAttribute));
  return set.length > 0;
}

describe('long pages: when every block is drawn', () => {
  it('at load: with a hash, after a reload and through the history, not on a plain visit', () => {
    assert.equal(drawAllAtLoad('navigate', ''), false);
    assert.equal(drawAllAtLoad('prerender', ''), false);
    assert.equal(drawAllAtLoad(undefined, ''), false);
    assert.equal(drawAllAtLoad('navigate', '#x'), true);
    assert.equal(drawAllAtLoad('reload', ''), true);
    assert.equal(drawAllAtLoad('back_forward', ''), true);
  });

  it('the head script decides as drawAllAtLoad does', () => {
    for (const type of loadTypes) {
      for (const hash of ['', '#section']) {
        assert.equal(scriptSetsFlag(type, hash), drawAllAtLoad(type, hash), `${type} ${hash}`);
      }
    }
  });

  it('the head script sets nothing when the navigation timing API throws', () => {
    const set: string[] = [];
    runInNewContext(drawAllAtLoadScript, {
      performance: {
        getEntriesByType: () => {
          throw new Error('unsupported');
        },
      },
      location: { hash: '#x' },
      document: { documentElement: { setAttribute: (name: string) => set.push(name) } },
    });
    assert.deepEqual(set, []);
  });

  it('on a route change: with a hash or through the history', () => {
    assert.equal(drawAllOnRouteChange('', false), false);
    assert.equal(drawAllOnRouteChange('#x', false), true);
    assert.equal(drawAllOnRouteChange('', true), true);
  });

  it('the stylesheet skips blocks only while the root lacks the same flag', () => {
    const css = readFileSync(
      path.join(__dirname, '../../plugins/long-pages/long-pages.css'),
      'utf8',
    );
    assert.match(css, new RegExp(`:root:not\\(\\[${drawAllAttribute}\\]\\)`));
  });
});
