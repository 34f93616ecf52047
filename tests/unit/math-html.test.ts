import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import katex from 'katex';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeMathHtml, { mathComponentModule, storeAlias } from '../../plugins/speed/math-html';
import { markFirstPageRendered } from '../../plugins/speed/first-page';
import { lazyFormulas } from '../../plugins/speed/math-html/MathHtml/lazy';

async function render(markdown: string): Promise<string> {
  // Both are ES modules only; this test runs as CommonJS.
  const { evaluate } = await import('@mdx-js/mdx');
  const { default: remarkMath } = await import('remark-math');
  const { default: Content } = await evaluate(markdown, {
    ...runtime,
    remarkPlugins: [remarkMath],
    rehypePlugins: [rehypeMathHtml],
  });
  return renderToStaticMarkup(Content({}));
}

describe('math-html rehype plugin', () => {
  it('renders inline math as one span holding KaTeX HTML', async () => {
    const html = await render('The curve $ax^2 + y^2 = 1$ is twisted.');
    const formula = katex.renderToString('ax^2 + y^2 = 1', { displayMode: false });
    assert.equal(html, `<p>The curve <span>${formula}</span> is twisted.</p>`);
  });

  it('renders display math as one div holding KaTeX display HTML', async () => {
    const html = await render('Before\n\n$$\nl = 8 \\cdot r\n$$\n\nAfter');
    const formula = katex.renderToString('l = 8 \\cdot r', { displayMode: true });
    assert.ok(formula.startsWith('<span class="katex-display">'));
    assert.equal(html, `<p>Before</p>\n<div>${formula}</div>\n<p>After</p>`);
  });

  it('keeps every formula of a page, in order, and leaves code alone', async () => {
    const html = await render('$a$, `$b$` and $c$\n\n```\n$d$\n```');
    const annotations = [...html.matchAll(/<annotation encoding="application\/x-tex">(.*?)</g)];
    assert.deepEqual(
      annotations.map((m) => m[1]),
      ['a', 'c'],
    );
    assert.match(html, /<code>\$b\$<\/code>/);
    assert.match(html, /<pre><code>\$d\$\n<\/code><\/pre>/);
  });

  it('fails on a formula KaTeX cannot parse', async () => {
    await assert.rejects(render('Broken $\\frac{1}{$ here'), /KaTeX cannot render/);
  });
});

describe('math-html formula store', () => {
  async function compiled(markdown: string, storeDir: string): Promise<string> {
    const { compile } = await import('@mdx-js/mdx');
    const { default: remarkMath } = await import('remark-math');
    const file = await compile(markdown, {
      remarkPlugins: [remarkMath],
      rehypePlugins: [[rehypeMathHtml, { storeDir }]],
    });
    return String(file);
  }

  it('moves the formulas out of the page into a store the server imports and the browser loads', async () => {
    const storeDir = mkdtempSync(path.join(tmpdir(), 'math-store-'));
    const js = await compiled('Inline $a^2$ and\n\n$$\nb = 1\n$$\n', storeDir);
    assert.ok(!js.includes('katex'), 'no KaTeX markup in the page module');
    const hash = js.match(new RegExp(`from ['"]${storeAlias}/([0-9a-f]{16})['"]`))?.[1];
    assert.ok(hash, js);
    assert.ok(js.includes(`import MathHtml from '${mathComponentModule}'`), js);
    const strings = JSON.parse(
      readFileSync(path.join(storeDir, 'strings', `${hash}.json`), 'utf8'),
    ) as string[];
    assert.deepEqual(strings, [
      katex.renderToString('a^2', { displayMode: false }),
      katex.renderToString('b = 1', { displayMode: true }),
    ]);
    const server = readFileSync(path.join(storeDir, 'server', `${hash}.js`), 'utf8');
    assert.match(server, new RegExp(`from '../strings/${hash}.json'`));
    const client = readFileSync(path.join(storeDir, 'client', `${hash}.js`), 'utf8');
    assert.ok(client.includes(`import('../strings/${hash}.json')`), client);
  });

  it('writes nothing for a page without math', async () => {
    const storeDir = mkdtempSync(path.join(tmpdir(), 'math-store-'));
    const js = await compiled('No math, only `$code$`.\n', storeDir);
    assert.ok(!js.includes(storeAlias));
    assert.deepEqual(readdirSync(storeDir), []);
  });

  it('fetches the formulas of a page once, at once for a page opened after the first render', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve({ default: ['<b>f</b>'] });
    };
    const first = lazyFormulas(load);
    assert.equal(loads, 0, 'the store of the first page waits until asked');
    assert.deepEqual(await Promise.all([first(), first()]), [['<b>f</b>'], ['<b>f</b>']]);
    assert.equal(loads, 1);
    assert.deepEqual(first.loaded, ['<b>f</b>']);
    markFirstPageRendered();
    lazyFormulas(load);
    assert.equal(loads, 2, 'the store of a later page loads as soon as its module runs');
  });
});
