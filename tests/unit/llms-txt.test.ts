import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sidebarGroups, sidebarOrder } from '../../plugins/llms-txt';
import { servedRoute } from '../../plugins/llms-txt/paths';
import { indexLine, renderBundle, renderIndex } from '../../plugins/llms-txt/llms';
import {
  applyEdits,
  compatSource,
  expressionText,
  markdownTwin,
  type TwinOptions,
} from '../../plugins/llms-txt/markdown';
import { twinPath } from '../../plugins/llms-txt/paths';

const options: TwinOptions = {
  title: 'Page title',
  resolveUrl: (url) =>
    url.startsWith('./')
      ? `https://example.org/docs/${url.slice(2).replace('.md', '/')}`
      : undefined,
};

const twin = (source: string, extra: Partial<TwinOptions> = {}): string =>
  markdownTwin(source, { ...options, ...extra });

describe('Markdown twin paths', () => {
  it('replaces the trailing slash of a route with .md', () => {
    assert.equal(twinPath('/docs/introduction/'), '/docs/introduction.md');
    assert.equal(twinPath('/docs/v0.x/spec/'), '/docs/v0.x/spec.md');
    assert.equal(twinPath('/docs/solidity-docs'), '/docs/solidity-docs.md');
    assert.equal(twinPath('/'), '/index.md');
  });

  it('gives routes the trailing slash the site serves them with', () => {
    assert.equal(servedRoute('/docs/spec', true), '/docs/spec/');
    assert.equal(servedRoute('/docs/spec/', false), '/docs/spec');
    assert.equal(servedRoute('/docs/spec', undefined), '/docs/spec');
    assert.equal(servedRoute('/', false), '/');
  });
});

describe('Markdown twin of an MDX page', () => {
  it('drops the front matter and puts the title first', () => {
    const out = twin('---\ntitle: Page title\ndescription: x\n---\n\nSome text.\n');
    assert.equal(out, '# Page title\n\nSome text.\n');
  });

  it('keeps an H1 the content already has', () => {
    assert.equal(twin('---\ntitle: T\n---\n\n# Own title\n\nText.\n'), '# Own title\n\nText.\n');
  });

  it('removes imports, exports and comments, and unwraps components', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      'export const x = 1;',
      '',
      'Intro.',
      '',
      '{/* truncate */}',
      '',
      '<Tabs>',
      '',
      'Inside **the** tabs.',
      '',
      '</Tabs>',
      '',
      'A <abbr title="x">short</abbr> word and <br /> a break.',
      '',
    ].join('\n');
    const out = twin(source);
    assert.doesNotMatch(out, /import|export|truncate|<\/?[A-Za-z]/);
    assert.match(out, /Inside \*\*the\*\* tabs\./);
    assert.match(out, /A short word and {2}a break\./);
    assert.doesNotMatch(out, /\n{3,}/);
  });

  it('turns string expressions into their text', () => {
    assert.equal(expressionText("'<'"), '<');
    assert.equal(expressionText('/* note */'), '');
    assert.equal(expressionText('props.x'), undefined);
    assert.match(twin("Less than {'<'} here.\n"), /Less than < here\./);
  });

  it('keeps math as written', () => {
    const source = 'Inline $x^{2} + \\frac{a}{b}$ and\n\n$$\n\\sum_{i=0}^{n} i\n$$\n';
    assert.equal(twin(source), `# Page title\n\n${source}`);
  });

  it('turns admonitions into labelled block quotes', () => {
    const out = twin(
      ':::warning\n\nBe careful.\n\nTwice.\n\n:::\n\n:::note[Developer note]\n\nText.\n:::\n',
    );
    assert.equal(
      out,
      '# Page title\n\n> **Warning**\n>\n> Be careful.\n>\n> Twice.\n\n> **Developer note**\n>\n> Text.\n',
    );
  });

  it('resolves relative links and images and leaves outside links alone', () => {
    const out = twin(
      'See [the spec](./spec.md#leaf), [npm](https://www.npmjs.com/) and ![A diagram](./img.svg).\n\n[ref]: ./faq.md\n',
    );
    assert.match(out, /\[the spec\]\(https:\/\/example\.org\/docs\/spec\/#leaf\)/);
    assert.match(out, /\[npm\]\(https:\/\/www\.npmjs\.com\/\)/);
    assert.match(out, /!\[A diagram\]\(https:\/\/example\.org\/docs\/img\.svg\)/);
    assert.match(out, /\[ref\]: https:\/\/example\.org\/docs\/faq\//);
  });

  it('leaves code blocks exactly as written', () => {
    const source = '```ts\nimport { x } from "y";\n<Tag />\n[a](./b.md)\n```\n';
    assert.equal(twin(source), `# Page title\n\n${source}`);
  });

  it('drops heading ids, escaped or not', () => {
    const out = twin('## State \\{#state\\}\n\n### Other {#other}\n\nText.\n');
    assert.equal(out, '# Page title\n\n## State\n\n### Other\n\nText.\n');
  });

  it('reads HTML comments as Docusaurus does, and removes them', () => {
    assert.equal(twin('Text.\n\n<!-- hidden -->\n\nMore.\n'), '# Page title\n\nText.\n\nMore.\n');
    assert.equal(compatSource('<!-- a -->'), '{/* a */}');
    assert.equal(compatSource('```\n<!-- a -->\n```'), '```\n<!-- a -->\n```');
  });

  it('replaces a generated-content directive with its Markdown', () => {
    const out = twin('Before.\n\n::generated\n\nAfter.\n', {
      directives: { generated: () => '### Command\n\nUsage.\n' },
    });
    assert.equal(out, '# Page title\n\nBefore.\n\n### Command\n\nUsage.\n\nAfter.\n');
  });

  it('reads MDX 1 admonition titles as labels', () => {
    const out = twin(':::info Corrected value\n\nText.\n\n:::\n');
    assert.equal(out, '# Page title\n\n> **Corrected value**\n>\n> Text.\n');
  });

  it('refuses overlapping edits', () => {
    assert.equal(applyEdits('012345', [{ start: 1, end: 3, text: '-' }]), '0-345');
    assert.throws(() =>
      applyEdits('012345', [
        { start: 1, end: 3, text: '' },
        { start: 2, end: 4, text: '' },
      ]),
    );
  });
});

describe('llms.txt and llms-full.txt', () => {
  it('writes one link line per page', () => {
    assert.equal(
      indexLine({ title: 'A [b]', url: 'https://x/a.md', description: 'Two\nlines.' }),
      '- [A \\[b\\]](https://x/a.md): Two lines.',
    );
    assert.equal(indexLine({ title: 'A', url: '/a.md', description: '' }), '- [A](/a.md)');
  });

  it('renders the title, summary and non-empty sections', () => {
    const text = renderIndex({
      title: 'Site',
      summary: 'What it is.',
      details: ['More.'],
      sections: [
        { title: 'Docs', entries: [{ title: 'A', url: '/a.md' }] },
        { title: 'Empty', entries: [] },
      ],
    });
    assert.equal(text, '# Site\n\n> What it is.\n\nMore.\n\n## Docs\n\n- [A](/a.md)\n');
  });

  it('bundles pages after a rule naming their address', () => {
    const text = renderBundle({ title: 'Site', summary: 'All.' }, [
      { url: 'https://x/a/', markdown: '# A\n\nText.\n' },
    ]);
    assert.equal(text, '# Site\n\n> All.\n\n---\n\nSource: <https://x/a/>\n\n# A\n\nText.\n');
  });

  it('orders docs as the sidebar does, category pages before their items', () => {
    const order = sidebarOrder({
      main: [
        { type: 'doc', id: 'intro' },
        {
          type: 'category',
          link: { type: 'doc', id: 'ref/index' },
          items: [{ type: 'doc', id: 'ref/a' }],
        },
        { type: 'doc', id: 'intro' },
      ],
    });
    assert.deepEqual(order, ['intro', 'ref/index', 'ref/a']);
  });

  it('puts each doc in the top-level category that holds it, nested ones included', () => {
    const groups = sidebarGroups({
      main: [
        { type: 'doc', id: 'loose' },
        { type: 'category', label: 'Start', items: [{ type: 'doc', id: 'intro' }] },
        {
          type: 'category',
          label: 'Reference',
          items: [
            { type: 'doc', id: 'cli' },
            {
              type: 'category',
              label: 'Contracts',
              link: { type: 'doc', id: 'ref/index' },
              items: [{ type: 'doc', id: 'ref/a' }],
            },
          ],
        },
      ],
    });
    assert.deepEqual(Object.fromEntries(groups), {
      intro: 'Start',
      cli: 'Reference',
      'ref/index': 'Reference',
      'ref/a': 'Reference',
    });
  });
});
