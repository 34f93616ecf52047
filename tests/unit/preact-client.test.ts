import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { clientAliases } from '../../plugins/preact-client';
import { withImmediatePropagationState } from '../../plugins/preact-client/event-compat';

describe('preact-client', () => {
  it('aliases the same keys as Docusaurus, so its React aliases are replaced', () => {
    // Docusaurus's base config aliases these package names to their installed folders.
    const source = readFileSync(require.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
    for (const key of Object.keys(clientAliases)) {
      assert.match(
        source,
        new RegExp(`['"]?${key}['"]?: path_1\\.default\\.dirname\\(resolveSitePkg`),
      );
    }
  });

  it('aliases resolve to Preact modules for each React entry point the client imports', () => {
    for (const request of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
      const [pkg = '', ...rest] = request.split('/');
      const target = [clientAliases[pkg], ...rest].join('/');
      const resolved = require.resolve(target);
      assert.match(resolved, new RegExp(`${path.sep}preact${path.sep}compat${path.sep}`), request);
    }
  });

  it('gives events a working isImmediatePropagationStopped()', () => {
    const event = withImmediatePropagationState(new Event('keydown'));
    assert.equal(event.isImmediatePropagationStopped(), false);
    event.stopImmediatePropagation();
    assert.equal(event.isImmediatePropagationStopped(), true);
  });

  it('stops the event for the browser too', () => {
    const target = new EventTarget();
    const calls: string[] = [];
    target.addEventListener('x', (e) => {
      calls.push('first');
      withImmediatePropagationState(e).stopImmediatePropagation();
    });
    target.addEventListener('x', () => calls.push('second'));
    target.dispatchEvent(new Event('x'));
    assert.deepEqual(calls, ['first']);
  });

  it('leaves an event that already has the method alone', () => {
    const own = () => true;
    const event = Object.assign(new Event('keydown'), { isImmediatePropagationStopped: own });
    assert.equal(withImmediatePropagationState(event).isImmediatePropagationStopped, own);
  });
});
