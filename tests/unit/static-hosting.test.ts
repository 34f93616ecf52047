import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inlinedImages } from '../../plugins/image-files';
import { indexHtmlPathScript } from '../../plugins/static-hosting/index-html-path';
import { robotsTxt } from '../../plugins/static-hosting/robots';

/** Runs the head script at `address`; returns the address it leaves, and how many times it changed it. */
function runAt(address: string): { address: string; replaced: number } {
  const url = new URL(address, 'https://example.org');
  const location = { pathname: url.pathname, search: url.search, hash: url.hash };
  let current = `${url.pathname}${url.search}${url.hash}`;
  let replaced = 0;
  const history = {
    state: { key: 'k' },
    replaceState(state: unknown, _title: string, next: string) {
      assert.deepEqual(state, { key: 'k' }, 'keeps the history entry state');
      current = next;
      replaced += 1;
    },
  };
  new Function('location', 'history', indexHtmlPathScript)(location, history);
  return { address: current, replaced };
}

describe('static-hosting: the index.html address script', () => {
  it('gives /x/index.html the address /x/, keeping query and fragment', () => {
    assert.deepEqual(runAt('/docs/introduction/index.html'), {
      address: '/docs/introduction/',
      replaced: 1,
    });
    assert.deepEqual(runAt('/index.html'), { address: '/', replaced: 1 });
    assert.deepEqual(runAt('/docs/spec/index.html?x=1#state-leaf'), {
      address: '/docs/spec/?x=1#state-leaf',
      replaced: 1,
    });
  });

  it('leaves every other address alone', () => {
    for (const address of [
      '/docs/introduction/',
      '/',
      '/docs/index.html/x/',
      '/docs/not-index.html',
      '/docs/spec/?file=index.html',
    ]) {
      assert.equal(runAt(address).replaced, 0, address);
    }
  });
});

describe('static-hosting: robots.txt', () => {
  it('lets every crawler read every page and names the sitemap', () => {
    const text = robotsTxt('https://maci.pse.dev/sitemap.xml');
    assert.match(text, /^User-agent: \*$/m);
    assert.match(text, /^Allow: \/$/m);
    assert.doesNotMatch(text, /^Disallow:/m);
    assert.match(text, /^Sitemap: https:\/\/maci\.pse\.dev\/sitemap\.xml$/m);
  });
});

describe('image-files: images inlined as data URLs', () => {
  it('finds img elements with data URL sources, quoted or not', () => {
    const html =
      '<p><img loading=lazy alt="a b" src=data:image/svg+xml;base64,PHN2Zz4= class=x></p>' +
      '<img src="data:image/png;base64,iVBO" alt="">' +
      "<IMG alt='c' SRC='data:image/gif;base64,R0lG'>";
    assert.deepEqual(
      inlinedImages(html).map((found) => /data:[^;,]*/.exec(found)?.[0]),
      ['data:image/svg+xml', 'data:image/png', 'data:image/gif'],
    );
  });

  it('leaves images from files, and data URLs outside img sources, alone', () => {
    const html =
      '<img src=/assets/images/workflow-1a2b.svg alt="data:image/svg+xml">' +
      '<a href="data:text/plain,x">x</a><img data-src="data:image/png;base64,x" src="/a.png">';
    assert.deepEqual(inlinedImages(html), []);
  });
});
