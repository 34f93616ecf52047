import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import remarkHighlightedCodeImport, {
  highlightedCodeModule,
} from '../../plugins/highlighted-code-import';

async function compiled(source: string, format: 'md' | 'mdx' = 'mdx'): Promise<string> {
  // ES module only; this test runs as CommonJS.
  const { compile } = await import('@mdx-js/mdx');
  return String(await compile(source, { format, remarkPlugins: [remarkHighlightedCodeImport] }));
}

const importLine = `import "${highlightedCodeModule}";`;

describe('highlighted-code-import remark plugin', () => {
  it('imports the highlighted code block on a page with a fenced code block', async () => {
    const js = await compiled('# Title\n\n```sh\nnpm i maci-cli\n```\n');
    assert.ok(js.includes(importLine), js);
  });

  it('does the same for plain Markdown (.md) pages and indented code', async () => {
    const js = await compiled('Text\n\n    indented code\n', 'md');
    assert.ok(js.includes(importLine), js);
  });

  it('counts JSX <pre> and <CodeBlock> in MDX as code blocks', async () => {
    assert.ok((await compiled('<pre>raw</pre>\n')).includes(importLine));
    assert.ok(
      (await compiled('<CodeBlock language="ts">{`x`}</CodeBlock>\n')).includes(importLine),
    );
  });

  it('leaves pages with only inline code alone', async () => {
    const js = await compiled('Run `maci-cli deploy` and read $x$.\n');
    assert.ok(!js.includes(highlightedCodeModule), js);
  });
});
