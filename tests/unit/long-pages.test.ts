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
import { drawnAttribute, markDrawnScript, markingAttribute } from '../../plugins/long-pages/drawn';

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
    assert.match(css, new RegExp(`:root\\[[a-z-]+\\]:not\\(\\[${drawAllAttribute}\\]\\)`));
  });
});

describe('long pages: the drawn mark', () => {
  /** Runs the head script, then sends it one event; which attributes did it set, and where? */
  function markAfter(skipped: boolean): { root: string[]; block: string[] } {
    const root: string[] = [];
    const block: string[] = [];
    let listener: ((event: unknown) => void) | undefined;
    runInNewContext(markDrawnScript, {
      document: {
        addEventListener: (type: string, handler: (event: unknown) => void, capture: boolean) => {
          assert.equal(type, 'contentvisibilityautostatechange');
          // The event does not bubble: only a capturing listener on the document hears it.
          assert.equal(capture, true);
          listener = handler;
        },
        documentElement: { setAttribute: (name: string) => root.push(name) },
      },
    });
    assert.ok(listener, 'the script registers a listener');
    listener({ skipped, target: { setAttribute: (name: string) => block.push(name) } });
    return { root, block };
  }

  it('marks a block the browser has drawn', () => {
    assert.deepEqual(markAfter(false), { root: [markingAttribute], block: [drawnAttribute] });
  });

  it('leaves a block the browser skips as it is', () => {
    assert.deepEqual(markAfter(true), { root: [markingAttribute], block: [] });
  });

  it('the stylesheet skips blocks only under the root flag, and hides overflow until the mark', () => {
    const css = readFileSync(
      path.join(__dirname, '../../plugins/long-pages/long-pages.css'),
      'utf8',
    );
    assert.match(
      css,
      new RegExp(`:root\\[${markingAttribute}\\]:not\\(\\[${drawAllAttribute}\\]\\)`),
    );
    assert.match(css, new RegExp(`&:not\\(\\[${drawnAttribute}\\]\\) \\{\\s*overflow: hidden;`));
  });
});
