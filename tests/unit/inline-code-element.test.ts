import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeInlineCodeElement from '../../plugins/speed/inline-code-element';

/** Renders MDX with MDX components that mark the code they are given. */
async function render(markdown: string, plugins = [rehypeInlineCodeElement]): Promise<string> {
  // An ES module only; this test runs as CommonJS.
  const { evaluate } = await import('@mdx-js/mdx');
  const { default: Content } = await evaluate(markdown, { ...runtime, rehypePlugins: plugins });
  const components = {
    code: (props: { children?: ReactNode }) =>
      createElement('code', { 'data-component': 'mdx' }, props.children),
  };
  return renderToStaticMarkup(Content({ components }));
}

describe('inline-code-element rehype plugin', () => {
  it('renders inline code as a plain <code>, not through the MDX components', async () => {
    const markdown = 'Call `publishMessage` on the `Poll`.';
    assert.equal(
      await render(markdown, []),
      '<p>Call <code data-component="mdx">publishMessage</code> on the <code data-component="mdx">Poll</code>.</p>',
    );
    assert.equal(
      await render(markdown),
      '<p>Call <code>publishMessage</code> on the <code>Poll</code>.</p>',
    );
  });

  it('leaves the code of code blocks to the MDX components', async () => {
    const html = await render('In `a` list:\n\n- `b`\n\n```ts\nconst c = 1;\n```');
    assert.match(html, /<p>In <code>a<\/code> list:<\/p>/);
    assert.match(html, /<li><code>b<\/code><\/li>/);
    assert.match(html, /<pre><code data-component="mdx">const c = 1;\n<\/code><\/pre>/);
  });
});
