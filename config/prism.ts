import type { PrismTheme } from 'prism-react-renderer';

/*
 * Code colors picked for at least 4.5:1 contrast on their block background (the stock
 * Prism themes fall below it for numbers, strings and comments). Hues follow GitHub's
 * Primer palette so they feel familiar.
 */
interface Palette {
  background: string;
  plain: string;
  comment: string;
  string: string;
  constant: string;
  keyword: string;
  func: string;
  tag: string;
  builtin: string;
  punctuation: string;
}

function theme(p: Palette): PrismTheme {
  return {
    plain: { color: p.plain, backgroundColor: p.background },
    styles: [
      {
        types: ['comment', 'prolog', 'doctype', 'cdata'],
        style: { color: p.comment, fontStyle: 'italic' },
      },
      { types: ['string', 'attr-value', 'char', 'template-string'], style: { color: p.string } },
      { types: ['punctuation', 'operator'], style: { color: p.punctuation } },
      {
        types: [
          'number',
          'boolean',
          'constant',
          'symbol',
          'variable',
          'property',
          'regex',
          'url',
          'entity',
          'inserted',
        ],
        style: { color: p.constant },
      },
      {
        types: ['keyword', 'atrule', 'attr-name', 'important', 'deleted'],
        style: { color: p.keyword },
      },
      { types: ['function', 'function-variable', 'method'], style: { color: p.func } },
      { types: ['tag', 'selector'], style: { color: p.tag } },
      { types: ['builtin', 'class-name', 'namespace'], style: { color: p.builtin } },
      { types: ['bold'], style: { fontWeight: 'bold' } },
      { types: ['italic'], style: { fontStyle: 'italic' } },
    ],
  };
}

export const lightCodeTheme = theme({
  background: '#f6f8fa',
  plain: '#1f2328',
  comment: '#57606a',
  string: '#0a3069',
  constant: '#0550ae',
  keyword: '#b3222b',
  func: '#6639ba',
  tag: '#116329',
  builtin: '#8a3300',
  punctuation: '#24292f',
});

export const darkCodeTheme = theme({
  background: '#161b22',
  plain: '#e6edf3',
  comment: '#9ba5b0',
  string: '#a5d6ff',
  constant: '#79c0ff',
  keyword: '#ff8f87',
  func: '#d2a8ff',
  tag: '#7ee787',
  builtin: '#ffa657',
  punctuation: '#c9d1d9',
});
