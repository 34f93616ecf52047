import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import katex from 'katex';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeMathHtml from '../../plugins/math-html';

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
