import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { codeTheme } from '../../config/prism';
import { grammarModules, grammarOf } from '../../plugins/speed/highlighted-code-import/grammars';
import {
  Highlight,
  Prism,
  stylesByType,
  tokensToLines,
  type HighlightProps,
} from '../../plugins/speed/prism-on-demand/highlight';

const siteDir = path.join(__dirname, '../..');

/** Registers the grammars of `languages` the way a page's imports do. */
function registerGrammars(languages: string[]): void {
  const require = createRequire(__filename);
  Object.assign(globalThis, { Prism });
  for (const grammar of grammarModules(languages)) require(grammar);
}

/** The languages of the fenced code blocks in the site's Markdown sources. */
function fencedLanguages(): Set<string> {
  const languages = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(
          /^\s*(?:`{3,}|~{3,})(\w[\w-]*)/gm,
        )) {
          if (match[1]) languages.add(match[1].toLowerCase());
        }
      }
    }
  };
  for (const dir of ['docs', 'versioned_docs', 'blog', 'src/pages']) {
    try {
      visit(path.join(siteDir, dir));
    } catch {
      // A folder the site does not have.
    }
  }
  return languages;
}

describe('highlight (prism-react-renderer stand-in)', () => {
  it('flattens nested tokens into typed runs, one array per line', () => {
    const lines = tokensToLines([
      'let ',
      new Prism.Token('string', ['"a', new Prism.Token('escape', '\\n'), 'b"'], 'quoted'),
      '\n\nend',
    ]);
    assert.equal(lines.length, 3);
    assert.deepEqual(lines[0]?.[0], { types: ['plain'], content: 'let ' });
    assert.deepEqual(lines[0]?.[1], { types: ['string', 'quoted'], content: '"a' });
    assert.deepEqual(lines[0]?.[2], { types: ['string', 'quoted', 'escape'], content: '\\n' });
    // The empty middle line keeps one newline token so that it has a height.
    assert.deepEqual(lines[1], [{ types: ['plain'], content: '\n', empty: true }]);
    assert.deepEqual(lines[2], [{ types: ['plain'], content: 'end' }]);
  });

  it('maps the theme to styles per token type, the background on the block only', () => {
    const styles = stylesByType(codeTheme, 'ts');
    assert.equal(styles.root?.backgroundColor, 'var(--maci-code-background)');
    assert.equal(styles.plain?.backgroundColor, undefined);
    assert.equal(styles.keyword?.color, 'var(--maci-code-keyword)');
  });

  it('renders a TypeScript line with the theme colors, in the theme classic markup', () => {
    registerGrammars(['ts']);
    const render: HighlightProps['children'] = ({
      className,
      tokens,
      getLineProps,
      getTokenProps,
    }) =>
      createElement(
        'pre',
        { className },
        tokens.map((line, i) =>
          createElement(
            'div',
            { key: i, ...getLineProps({ line }) },
            line.map((token, j) => createElement('span', { key: j, ...getTokenProps({ token }) })),
          ),
        ),
      );
    const html = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement(Highlight, {
          code: 'const poll = 1;',
          language: 'TS',
          theme: codeTheme,
          children: render,
        }),
      ),
    );
    assert.match(html, /^<pre class="prism-code language-ts">/);
    assert.match(
      html,
      /<span class="token keyword" style="color:var\(--maci-code-keyword\)">const<\/span>/,
    );
    assert.match(
      html,
      /<span class="token number" style="color:var\(--maci-code-constant\)">1<\/span>/,
    );
  });

  it('has a grammar for every language of the code blocks in the Markdown sources', () => {
    const missing = [...fencedLanguages()].filter(
      (language) => language !== 'text' && !grammarOf(language),
    );
    assert.deepEqual(missing, []);
  });
});
