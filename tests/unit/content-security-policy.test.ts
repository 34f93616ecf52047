import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { policyForBuild } from '../../plugins/content-security-policy';
import {
  buildPolicy,
  findDataUrls,
  findInlineCode,
  isExecutableType,
  nginxSnippet,
  sha256Source,
} from '../../plugins/content-security-policy/policy';

const themeScript = '!function(){document.documentElement.setAttribute("data-theme","light")}()';

/** A page shaped like Docusaurus's minified output: unquoted attributes, JSON-LD, deferred bundles. */
const page = `<!doctype html><html lang=en dir=ltr><head><meta charset=UTF-8>
<script data-rh=true type=application/ld+json>{"@context":"https://schema.org","name":"a </b> b"}</script>
<link rel=stylesheet href=/assets/css/styles.0f979523.css>
<script src=/assets/js/runtime~main.fb5b35e6.js defer></script>
<script src="/assets/js/main.b3c3594f.js" defer></script>
</head><body><script>${themeScript}</script>
<!-- <script>commented()</script> -->
<pre><code>&lt;script&gt;notAScript()&lt;/script&gt; onclick=notAnAttribute()</code></pre>
<a href=/docs/ title="a > b">docs</a></body></html>`;

describe('inline code in built HTML', () => {
  it('finds the inline scripts the browser runs, not bundles, data blocks, comments or text', () => {
    assert.deepEqual(findInlineCode(page), {
      scripts: [themeScript],
      handlers: [],
      javascriptUrls: [],
    });
  });

  it('reads a script text as the raw bytes up to </script>, with newlines normalized', () => {
    const html = '<script>\r\n  if (a < b && c > d) x = "&amp;";\r\n</script>';
    assert.deepEqual(findInlineCode(html).scripts, ['\n  if (a < b && c > d) x = "&amp;";\n']);
    assert.deepEqual(findInlineCode('<SCRIPT>a()</SCRIPT><script></script>').scripts, ['a()', '']);
  });

  it('treats JavaScript MIME types and module, importmap and speculationrules as executable', () => {
    for (const type of [undefined, '', ' ', 'text/javascript', 'TEXT/JavaScript', 'module']) {
      assert.equal(isExecutableType(type), true, String(type));
    }
    for (const type of ['application/javascript; charset=utf-8', 'importmap', 'speculationrules']) {
      assert.equal(isExecutableType(type), true, type);
    }
    for (const type of [
      'application/ld+json',
      'application/json',
      'text/template',
      'text/x-math',
    ]) {
      assert.equal(isExecutableType(type), false, type);
    }
  });

  it('finds event handler attributes in every quoting style, with entities decoded', () => {
    const html =
      '<img src=x.png onerror="this.hidden=true"><body onload=init()>' +
      `<button type=button onClick='go(&quot;a&quot;)' data-onclick=no>x</button>`;
    // In tree order: a late <body> tag's attributes go to the body, which holds the rest.
    assert.deepEqual(findInlineCode(html).handlers, ['init()', 'this.hidden=true', 'go("a")']);
  });

  it('finds javascript: URLs', () => {
    const html = '<a href="javascript:void(0)">x</a><a href="/javascript:docs/">y</a>';
    assert.deepEqual(findInlineCode(html).javascriptUrls, ['javascript:void(0)']);
  });

  it('reads attributes with > inside quoted values, and every named character reference', () => {
    const html = `<a title="x > y" href=/z/ onclick='f("&hellip;&nbsp;&eacute;")'>x</a>`;
    assert.deepEqual(findInlineCode(html).handlers, ['f("\u2026\u00a0\u00e9")']);
  });
});

describe('hashes and data: URLs', () => {
  it('hashes the UTF-8 bytes as CSP writes them', () => {
    const expected = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
    assert.equal(sha256Source('alert("é")'), `'sha256-${expected}'`);
    // The example of the CSP specification: sha256 of "alert('Hello, world.');".
    assert.equal(
      sha256Source("alert('Hello, world.');"),
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('tells image and font data: URLs apart', () => {
    assert.deepEqual(findDataUrls('src="data:image/svg+xml;base64,PHN2Zz4="'), {
      images: true,
      fonts: false,
    });
    assert.deepEqual(findDataUrls('@font-face{src:url(data:font/woff2;base64,d09GMgAB)}'), {
      images: false,
      fonts: true,
    });
    assert.deepEqual(findDataUrls('url(data:application/font-woff;base64,AA)'), {
      images: false,
      fonts: true,
    });
    assert.deepEqual(findDataUrls('const note = "no data URLs here"'), {
      images: false,
      fonts: false,
    });
  });
});

describe('the policy', () => {
  const noData = { images: false, fonts: false };

  it('allows scripts from the site and by hash only, and forbids framing, plugins and <base>', () => {
    const policy = buildPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      handlerHashes: [],
      dataUrls: noData,
    });
    assert.equal(
      policy,
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; " +
        "worker-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
    assert.doesNotMatch(policy, /unsafe-eval|unsafe-hashes|upgrade-insecure-requests|\*/);
  });

  it("adds data: only where the site uses it, and 'unsafe-hashes' only for handlers", () => {
    const policy = buildPolicy({
      scriptHashes: [],
      handlerHashes: ["'sha256-h'"],
      dataUrls: { images: true, fonts: true },
    });
    assert.match(policy, /script-src 'self' 'unsafe-hashes' 'sha256-h';/);
    assert.match(policy, /img-src 'self' data:;/);
    assert.match(policy, /font-src 'self' data:;/);
  });

  it('writes one nginx add_header line that applies to error responses too', () => {
    const snippet = nginxSnippet("default-src 'self'", 'build/');
    const lines = snippet.split('\n').filter((line) => line && !line.startsWith('#'));
    assert.deepEqual(lines, [`add_header Content-Security-Policy "default-src 'self'" always;`]);
    assert.throws(() => nginxSnippet('default-src "self"', 'build/'));
  });
});

describe('the policy of a built site', () => {
  function site(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'csp-test-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  it('collects every page, deduplicates hashes and reads data: URLs from CSS and JS', () => {
    const dir = site({
      'index.html': page,
      '404.html': page,
      'docs/index.html': "<script>location.href='/docs/intro/'</script>",
      'assets/css/styles.css': '@font-face{src:url(data:font/woff2;base64,AA)}',
      'assets/js/main.js': 'img.src="data:image/gif;base64,R0lGOD"',
    });
    try {
      const { policy, scripts, handlers } = policyForBuild(dir);
      assert.equal(scripts, 2);
      assert.equal(handlers, 0);
      assert.match(policy, new RegExp(sha256Source(themeScript).replace(/[+/]/g, '\\$&')));
      assert.match(policy, /img-src 'self' data:; font-src 'self' data:;/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses javascript: URLs, which no hash can allow', () => {
    const dir = site({ 'index.html': '<a href="javascript:go()">go</a>' });
    try {
      assert.throws(() => policyForBuild(dir), /javascript: URLs/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
