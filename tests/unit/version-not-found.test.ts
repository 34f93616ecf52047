import assert from 'node:assert/strict';
import { test } from 'node:test';
import { versionNotFoundPaths } from '../../plugins/version-not-found/paths';

test('every older version gets a not-found page inside its path', () => {
  assert.deepEqual(
    versionNotFoundPaths(
      [
        { path: '/docs', isLast: true },
        { path: '/docs/v0.x', isLast: false },
        { path: '/docs/next/', isLast: false },
      ],
      '/',
    ),
    ['/docs/v0.x/404/', '/docs/next/404/'],
  );
});

test('the latest version and a version at the site root need none', () => {
  assert.deepEqual(versionNotFoundPaths([{ path: '/docs', isLast: true }], '/'), []);
  assert.deepEqual(
    versionNotFoundPaths(
      [
        { path: '/maci/', isLast: false },
        { path: '/maci/v0.x', isLast: true },
      ],
      '/maci/',
    ),
    [],
  );
});
