import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import remarkHighlightedCodeImport, {
  highlightedCodeModule,
} from '../../plugins/speed/highlighted-code-import';
import { grammarModules, grammarOf } from '../../plugins/speed/highlighted-code-import/grammars';

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

describe('the grammars a page imports', () => {
  it('follows the languages of its blocks, each grammar after the ones it extends', async () => {
    const js = await compiled('```ts\nlet a = 1;\n```\n\n```sh\nls\n```\n\n```text\nplain\n```\n');
    const imports = [...js.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
    assert.deepEqual(imports, [
      highlightedCodeModule,
      'prismjs/components/prism-clike',
      'prismjs/components/prism-javascript',
      'prismjs/components/prism-typescript',
      'prismjs/components/prism-bash',
    ]);
  });

  it('reads <CodeBlock language> and the languages of the components named in the options', async () => {
    const { compile } = await import('@mdx-js/mdx');
    const source = '<CodeBlock language="json">{`{}`}</CodeBlock>\n\n<Planner />\n';
    const options = { componentLanguages: { Planner: ['yaml'] } };
    const js = String(
      await compile(source, { remarkPlugins: [[remarkHighlightedCodeImport, options]] }),
    );
    assert.ok(js.includes('import "prismjs/components/prism-json";'), js);
    assert.ok(js.includes('import "prismjs/components/prism-yaml";'), js);
  });

  it('resolves aliases and leaves languages Prism does not know to plain text', () => {
    assert.equal(grammarOf('SH'), 'bash');
    assert.equal(grammarOf('sol'), 'solidity');
    assert.equal(grammarOf('text'), undefined);
    assert.deepEqual(grammarModules(['text', 'circom']), []);
  });
});
