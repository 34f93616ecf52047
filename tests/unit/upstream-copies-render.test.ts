/**
 * Each copied component rendered beside the installed original it copies, on the same props,
 * as Docusaurus's server entry renders a page: the HTML must be the same except for the
 * change the copy exists for, which is asserted as such (so the test also fails when that
 * change disappears, or when another one appears).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  createElement,
  Fragment,
  type ComponentType,
  type Context,
  type ReactElement,
  type ReactNode,
} from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { HighlightProps, PrismLib, Token } from 'prism-react-renderer';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import { codeTheme } from '../../config/prism';
import { grammarModules } from '../../plugins/speed/highlighted-code-import/grammars';
import { canonicalDocument, canonicalHtml, replaceOnce } from '../support/canonical-html';
import { blogListPageProps, blogPosts } from '../support/docusaurus-render/blog-fixtures';
import { generatedModules } from '../support/docusaurus-render/fixtures';
import type { RenderedPage } from '../support/docusaurus-render/render';
import { bundle, type BundledModules } from '../support/theme-bundle';
import {
  installedVersion,
  ourPath,
  packageDir,
  upstreamCopies,
  upstreamPath,
} from '../support/upstream-copies';

const support = path.join(__dirname, '../support/docusaurus-render');
const core = packageDir('@docusaurus/core');
const classic = packageDir('@docusaurus/theme-classic');
const copies = upstreamCopies;

/** Resolved as in the site's builds, except for the page layout. */
const siteAliases = {
  // The theme's Layout draws the navbar and footer, the same on both sides of every
  // comparison: Docusaurus's bare fallback Layout keeps the pages to their own markup.
  '@theme/Layout': path.join(core, 'lib/client/theme-fallback/Layout/index.js'),
  // As the prism-on-demand plugin resolves it in the site's builds.
  'prism-react-renderer': ourPath(copies.highlight),
};

let modules: BundledModules;
/** The theme's code block with none of our code block components: the installed originals. */
let pristine: BundledModules;

before(async () => {
  pristine = await bundle({
    modules: {
      render: path.join(support, 'render.tsx'),
      includeLanguages: '@theme-original/prism-include-languages',
      upstream_codeBlock: upstreamPath(copies.codeBlock),
    },
    generated: generatedModules(),
    aliases: {
      ...siteAliases,
      '@theme/CodeBlock/Content': upstreamPath(copies.codeBlockContent),
      '@theme/CodeBlock/Buttons': path.join(classic, 'lib/theme/CodeBlock/Buttons/index.js'),
    },
  });
  modules = await bundle({
    modules: {
      render: path.join(support, 'render.tsx'),
      browserContext: path.join(core, 'lib/client/browserContext.js'),
      includeLanguages: '@theme-original/prism-include-languages',
      ours_readMoreLink: ourPath(copies.readMoreLink),
      upstream_readMoreLink: upstreamPath(copies.readMoreLink),
      ours_blogArchivePage: ourPath(copies.blogArchivePage),
      upstream_blogArchivePage: upstreamPath(copies.blogArchivePage),
      ours_blogListPage: ourPath(copies.blogListPage),
      upstream_blogListPage: upstreamPath(copies.blogListPage),
      // Imported for its effect, as pages with code do: it provides the highlighted block.
      ours_codeBlock: ourPath(copies.codeBlock),
      codeBlockRegistry: path.join(path.dirname(ourPath(copies.codeBlock)), 'registry.ts'),
      themeCodeBlock: '@theme/CodeBlock',
      upstream_codeBlock: upstreamPath(copies.codeBlock),
      ours_codeBlockLine: ourPath(copies.codeBlockLine),
      upstream_codeBlockLine: upstreamPath(copies.codeBlockLine),
      ours_highlight: ourPath(copies.highlight),
      upstream_highlight: upstreamPath(copies.highlight),
    },
    generated: generatedModules(),
    aliases: siteAliases,
  });
});

function exported<T>(module: string, name = 'default'): T {
  const value = modules[module]?.[name];
  assert.ok(value !== undefined, `the bundle's ${module} has no export ${name}`);
  return value as T;
}

interface Page {
  html: string;
  head: string;
}

async function renderPage(node: ReactNode, from: BundledModules = modules): Promise<Page> {
  const render = from.render?.renderPage as
    ((node: ReactNode) => Promise<RenderedPage>) | undefined;
  assert.ok(render, 'the bundle renders pages');
  const page = await render(node);
  return { html: canonicalHtml(page.html), head: page.head };
}

/** Ours and the upstream original, rendered on the same props. */
async function renderBoth<P extends object>(
  name: string,
  props: P,
): Promise<{ ours: Page; upstream: Page }> {
  return {
    ours: await renderPage(createElement(exported<ComponentType<P>>(`ours_${name}`), props)),
    upstream: await renderPage(
      createElement(exported<ComponentType<P>>(`upstream_${name}`), props),
    ),
  };
}

/** Replaces every occurrence of `find`, which must occur `times` times. */
function replaceTimes(text: string, find: string, replacement: string, times: number): string {
  assert.equal(text.split(find).length - 1, times, `occurrences of ${JSON.stringify(find)}`);
  return text.split(find).join(replacement);
}

describe('upstream copies rendered beside the originals', () => {
  it('BlogPostItem/Footer/ReadMoreLink: the title in hidden text, not in an aria-label', async () => {
    const { ours, upstream } = await renderBoth('readMoreLink', {
      blogPostTitle: blogPosts[0]?.metadata.title,
      to: '/blog/maci-v1-2-0-release/',
    });
    // The fixture's title, as the canonical markup escapes it in an attribute and in text.
    const expected = replaceOnce(
      replaceOnce(
        upstream.html,
        ' aria-label="Read more about MACI v1.2.0 &amp; &quot;what\'s next&quot;"',
        '',
      ),
      '</b>',
      '</b><span class="visually-hidden"> about MACI v1.2.0 &amp; "what\'s next"</span>',
    );
    assert.equal(ours.html, expected);
    assert.equal(ours.head, upstream.head);
  });

  it('BlogArchivePage: each year is an h2, not an h3', async () => {
    const { ours, upstream } = await renderBoth('blogArchivePage', {
      archive: { blogPosts },
    });
    const years = new Set(blogPosts.map(({ metadata }) => metadata.date.slice(0, 4))).size;
    assert.equal(years, 2);
    const expected = replaceTimes(
      replaceTimes(upstream.html, '<h3 ', '<h2 ', years),
      '</h3>',
      '</h2>',
      years,
    );
    assert.equal(ours.html, expected);
    assert.equal(ours.head, upstream.head);
  });

  it('BlogListPage: a header with the blog title as h1 and its description before the posts', async () => {
    const { ours, upstream } = await renderBoth('blogListPage', blogListPageProps);
    const header =
      '<header class="margin-bottom--lg"><h1>Blog</h1><p>News &amp; releases of MACI</p></header>';
    // The header opens the blog layout's main column, before the first post.
    const main = /<main [^>]*>/.exec(upstream.html)?.[0];
    assert.ok(main, 'the blog layout has a main column');
    assert.equal(ours.html, replaceOnce(upstream.html, main, `${main}${header}`));
    assert.equal(ours.head, upstream.head);
    assert.match(ours.html, /<a href="\/blog\/maci-v1-2-0-release\/"><b>Read more<\/b>/);
  });

  describe('CodeBlock (HighlightedCodeBlock)', () => {
    const cases: [string, CodeBlockProps][] = [
      ['a string', { className: 'language-ts', children: 'const a = "<b>";\n\n// c\n' }],
      [
        'strings with a title, line numbers and a highlighted line',
        {
          className: 'language-bash',
          title: 'deploy.sh',
          showLineNumbers: true,
          metastring: '{2}',
          children: ['npx hardhat node\n', 'npx maci-cli deploy\n'],
        },
      ],
      ['elements', { children: createElement('span', { className: 'custom' }, 'x < y') }],
    ];
    for (const [name, props] of cases) {
      it(`renders ${name} as the theme's code block does`, async () => {
        const ours = await renderPage(
          createElement(exported<ComponentType<CodeBlockProps>>('themeCodeBlock'), props),
        );
        // The theme's block, content and string content as installed (see `pristine`).
        const original = pristine.upstream_codeBlock?.default as ComponentType<CodeBlockProps>;
        const upstream = await renderPage(createElement(original, props), pristine);
        assert.equal(ours.html, upstream.html);
        assert.match(ours.html, /theme-code-block/);
      });
    }

    it('is not keyed on "is browser", so hydration does not remount it', async () => {
      const BrowserContext = exported<Context<boolean>>('browserContext', 'Context');
      const getOurs = exported<() => ComponentType<CodeBlockProps>>(
        'codeBlockRegistry',
        'getHighlightedCodeBlock',
      );
      const keys = async (component: ComponentType<CodeBlockProps>) => {
        const found: (string | null)[] = [];
        // Calls the block as a function inside a component, to see the element it returns.
        const render = component as (props: CodeBlockProps) => ReactElement;
        function Probe(): ReactNode {
          const element = render({ children: 'x' });
          found.push(element.key);
          return element;
        }
        for (const isBrowser of [false, true]) {
          await renderPage(
            createElement(BrowserContext.Provider, { value: isBrowser }, createElement(Probe)),
          );
        }
        return found;
      };
      assert.deepEqual(await keys(exported('upstream_codeBlock')), ['false', 'true']);
      assert.deepEqual(await keys(getOurs()), [null, null]);
    });
  });

  describe('CodeBlock/Line (and its tokens, Line/Token)', () => {
    const code = 'const a = "<b>" & \'c\';\n\n/** doc */\nexport function f(): void {}\n';
    const lines = (name: string, showLineNumbers: boolean) => {
      const Highlight = exported<ComponentType<HighlightProps>>('ours_highlight', 'Highlight');
      const Line = exported<ComponentType<LineProps>>(name);
      return canonicalHtml(
        renderToStaticMarkup(
          createElement(Highlight, {
            code,
            language: 'ts',
            theme: codeTheme,
            children: ({ tokens, getLineProps, getTokenProps }) =>
              createElement(
                Fragment,
                null,
                tokens.map((line, index) =>
                  createElement(Line, {
                    key: index,
                    line,
                    getLineProps,
                    getTokenProps,
                    classNames: index === 2 ? ['theme-code-block-highlighted-line'] : undefined,
                    showLineNumbers,
                  }),
                ),
              ),
          }),
        ),
      );
    };
    for (const showLineNumbers of [false, true]) {
      it(`renders the theme's markup ${showLineNumbers ? 'with' : 'without'} line numbers`, () => {
        const ours = lines('ours_codeBlockLine', showLineNumbers);
        assert.equal(ours, lines('upstream_codeBlockLine', showLineNumbers));
        assert.equal(ours.split('<br>').length - 1, 5);
      });
    }
  });

  describe('highlight (prism-react-renderer stand-in)', () => {
    const samples: Record<string, string> = {
      bash: 'export ETH_SK=0x1\nnpx hardhat node --port 8545 # comment\nif [ -f a ]; then echo "$HOME" | grep -i x; fi\n',
      json: '{\n  "a": 1,\n  "b": [true, null, "x"]\n}\n',
      solidity:
        'pragma solidity ^0.8.20;\ncontract A is B {\n  uint256 public x = 1 ether;\n  function f(address a) external returns (bool) { emit E(a); return true; }\n}\n',
      yaml: 'a: 1\nb:\n  - "x" # c\n  - true\n',
      text: 'plain text <b> & more\n\n',
      ts: 'import { Keypair } from "maci-domainobjs";\n\n/** doc */\nconst keypair: Keypair = new Keypair();\nexport async function f<T>(a: T): Promise<void> {}\n',
      js: 'const { ethers } = require("hardhat");\nmodule.exports = async () => { await ethers.getSigners(); console.log(undefined, ...[null]); };\nlet re = /a+/g; document.title = "";\n',
    };
    // Grammars the package's Prism has and the stand-in leaves out (js-extras, jsdoc and
    // regex): their token types only, everything else the same.
    const upstreamOnlyTypes: Record<string, string[]> = {
      ts: ['doc-comment'],
      js: [
        'arrow',
        'class-name',
        'console',
        'control-flow',
        'dom',
        'method',
        'method-variable',
        'nil',
        'null',
        'number',
        'property-access',
        'quantifier',
        'spread',
        'variable',
      ],
    };
    const upstreamPrism = () => exported<PrismLib>('upstream_highlight', 'Prism');

    before(() => {
      // The samples' grammars on the stand-in's Prism, as the pages with these blocks import
      // them (plugins/speed/highlighted-code-import)...
      const require = createRequire(__filename);
      const components = `${path.sep}prismjs${path.sep}components${path.sep}`;
      const fresh = () => {
        for (const file of Object.keys(require.cache)) {
          if (file.includes(components)) Reflect.deleteProperty(require.cache, file);
        }
      };
      fresh();
      Object.assign(globalThis, { Prism: exported<PrismLib>('ours_highlight', 'Prism') });
      for (const grammar of grammarModules(Object.keys(samples))) require(grammar);
      // ...and the theme's extra languages on the package's Prism, as it would register them
      // without the stand-in; Prism's language files run again for this second instance.
      fresh();
      exported<(prism: PrismLib) => void>('includeLanguages')(upstreamPrism());
    });

    const highlight = (
      module: string,
      props: Omit<HighlightProps, 'children'>,
    ): { html: string; tokens: Token[][] } => {
      const Highlight = exported<ComponentType<HighlightProps>>(module, 'Highlight');
      let tokens: Token[][] = [];
      const html = renderToStaticMarkup(
        createElement(Highlight, {
          ...props,
          children: ({ className, style, tokens: lines, getLineProps, getTokenProps }) => {
            tokens = lines;
            return createElement(
              'pre',
              { className, style },
              lines.map((line, i) =>
                createElement(
                  'div',
                  { key: i, ...getLineProps({ line, className: i === 0 ? 'first' : undefined }) },
                  line.map((token, j) =>
                    createElement('span', { key: j, ...getTokenProps({ token }) }),
                  ),
                ),
              ),
            );
          },
        }),
      );
      return { html: canonicalHtml(html), tokens };
    };

    for (const [language, code] of Object.entries(samples)) {
      it(`renders ${language} as the package does with the same Prism`, () => {
        const props = { code, language, theme: codeTheme };
        const ours = highlight('ours_highlight', props);
        const prism = exported<PrismLib>('ours_highlight', 'Prism');
        assert.equal(ours.html, highlight('upstream_highlight', { ...props, prism }).html);
      });

      it(`tokenizes ${language} as the package's own Prism does, but for the grammars it leaves out`, () => {
        const props = { code, language, theme: codeTheme };
        const ours = highlight('ours_highlight', props);
        const upstream = highlight('upstream_highlight', { ...props, prism: upstreamPrism() });
        const types = (lines: Token[][]) => new Set(lines.flat().flatMap((token) => token.types));
        const [ourTypes, theirTypes] = [types(ours.tokens), types(upstream.tokens)];
        assert.deepEqual(
          [...ourTypes].filter((type) => !theirTypes.has(type)),
          [],
        );
        const only = [...theirTypes].filter((type) => !ourTypes.has(type)).sort();
        assert.deepEqual(only, upstreamOnlyTypes[language] ?? []);
        if (only.length === 0) assert.equal(ours.html, upstream.html);
      });
    }

    it('differs from the package on an empty line inside a one-type token, and only there', () => {
      // Not a change the stand-in means to make: the package styles such a line's empty
      // token with the type's style alone, the stand-in adds `display: inline-block` as it
      // does for empty plain and nested tokens. Recorded here so that either side's change
      // shows.
      const props = { code: '/*\n\n*/\nlet a = `x\n\ny`;', language: 'ts', theme: codeTheme };
      const prism = exported<PrismLib>('ours_highlight', 'Prism');
      const ours = highlight('ours_highlight', props).html;
      const upstream = highlight('upstream_highlight', { ...props, prism }).html;
      const comment = 'color:var(--maci-code-comment);font-style:italic';
      assert.equal(
        ours,
        replaceOnce(
          upstream,
          `<span class="token comment" style="${comment}">\n</span>`,
          `<span class="token comment" style="display:inline-block;${comment}">\n</span>`,
        ),
      );
    });

    it('exports everything the theme imports from prism-react-renderer', () => {
      const theme = packageDir('@docusaurus/theme-classic');
      const files = [
        path.join(theme, 'lib/prism-include-languages.js'),
        ...readdirSync(path.join(theme, 'lib/theme'), { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.js'))
          .map((file) => path.join(theme, 'lib/theme', file)),
      ];
      const imported = new Set<string>();
      for (const file of files) {
        for (const [, names = ''] of readFileSync(file, 'utf8').matchAll(
          /import\s*\{([^}]*)\}\s*from\s*'prism-react-renderer'/g,
        )) {
          for (const name of names.split(',')) imported.add(name.trim().split(/\s+as\s+/)[0] ?? '');
        }
      }
      assert.deepEqual([...imported].sort(), ['Highlight', 'Prism']);
      for (const name of imported) exported('ours_highlight', name);
    });
  });
});

describe('html-template beside the default page template', () => {
  const scripts = ['assets/js/runtime~main.1a2b.js', 'assets/js/main.3c4d.js'];
  const page = (metaAttributes: string[]) => ({
    appHtml: '<main><h1>MACI</h1></main>',
    baseUrl: '/',
    htmlAttributes: 'lang="en" dir="ltr"',
    bodyAttributes: 'class="navigation-with-keyboard"',
    headTags: '<link rel="icon" href="/img/favicon.ico">',
    preBodyTags: '<svg style="display:none"></svg>',
    postBodyTags: '',
    metaAttributes,
    scripts,
    stylesheets: ['assets/css/styles.5e6f.css'],
    noIndex: false,
    version: installedVersion('@docusaurus/core'),
  });
  const render = async (template: string, data: ReturnType<typeof page>) =>
    canonicalDocument((await compileSSGTemplate(template))(data));
  const templates = () => {
    const require = createRequire(__filename);
    const ours: unknown = require(ourPath(copies.htmlTemplate)).htmlTemplate;
    const upstream: unknown = require(upstreamPath(copies.htmlTemplate)).default;
    assert.ok(typeof ours === 'string' && typeof upstream === 'string');
    return { ours, upstream };
  };

  it('starts the entry scripts from the end of the body, after the first paint', async () => {
    const { ours, upstream } = templates();
    const data = page(['<title>Quickstart | MACI</title>']);
    const oursHtml = await render(ours, data);
    // Ours: no script elements in the head, and one inline script that ends the body.
    const startScript = /<script>[^<]*<\/script>(?=<\/body>)/.exec(oursHtml)?.[0];
    assert.ok(startScript?.includes(JSON.stringify(scripts.map((script) => `/${script}`))));
    let expected = await render(upstream, data);
    for (const script of scripts) {
      expected = replaceOnce(expected, `<script defer src="/${script}"></script>`, '');
    }
    expected = replaceOnce(expected, '</body>', `${startScript}</body>`);
    assert.equal(oursHtml, expected);
  });

  it("keeps the default's deferred scripts on the page with the base URL check", async () => {
    const { ours, upstream } = templates();
    const data = page([
      '<title>MACI</title>',
      '<script>document.addEventListener("DOMContentLoaded",function(){document.getElementById("__docusaurus-base-url-issue-banner-container")})</script>',
    ]);
    assert.equal(await render(ours, data), await render(upstream, data));
  });
});
