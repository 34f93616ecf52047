import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexChunkNames, leafValues } from '../../plugins/speed/route-prefetch/chunk-names';

// Shaped like @generated/routesChunkNames: route path plus a hash suffix, nested chunk names.
const routesChunkNames = {
  '/docs-5e9': { __comp: 'comp-docs', __props: 'props-docs' },
  '/docs-aba': { __comp: 'comp-version', __props: 'props-v1' },
  '/docs/spec-c3f': { __comp: 'comp-doc', content: 'content-spec' },
  '/blog/page/2-f60': {
    __comp: 'comp-list',
    items: [{ content: 'post-a' }, { content: 'post-b' }],
    sidebar: {},
  },
  '/docs/spec-9aa': { __comp: 'comp-doc', content: 'content-spec-legacy' },
};

describe('route-prefetch chunk index', () => {
  it('groups the chunk names of every key by route path, hash removed', () => {
    const index = indexChunkNames(routesChunkNames);
    assert.deepEqual(index.get('/docs'), ['comp-docs', 'props-docs', 'comp-version', 'props-v1']);
    assert.deepEqual(index.get('/docs/spec'), [
      'comp-doc',
      'content-spec',
      'comp-doc',
      'content-spec-legacy',
    ]);
    assert.equal(index.get('/docs/spec-c3f'), undefined);
  });

  it('keeps hyphens inside the path and only drops the last segment', () => {
    const index = indexChunkNames({ '/docs/ci-pipeline-1a2': { __comp: 'x' } });
    assert.deepEqual([...index.keys()], ['/docs/ci-pipeline']);
  });

  it('collects names from nested objects and arrays, ignoring empty objects', () => {
    assert.deepEqual(leafValues(routesChunkNames['/blog/page/2-f60']), [
      'comp-list',
      'post-a',
      'post-b',
    ]);
  });

  it('gives the same names as a scan of every entry for each path', () => {
    const index = indexChunkNames(routesChunkNames);
    for (const path of ['/docs', '/docs/spec', '/blog/page/2']) {
      const scanned = Object.entries(routesChunkNames)
        .filter(([key]) => key.replace(/-[^-]+$/, '') === path)
        .flatMap(([, chunks]) => leafValues(chunks));
      assert.deepEqual(index.get(path), scanned);
    }
  });
});
