import type { PrismTheme } from 'prism-react-renderer';

/**
 * One Prism theme for both color modes: every color is a CSS variable, set per mode in
 * src/css/code-colors.css. Prism's colors end up in inline styles, so with two themes the
 * server-rendered (light) colors were wrong in dark mode until the classic theme remounted
 * every code block after hydration; with variables the server markup is right in both
 * modes and plugins/speed/prism-on-demand/code-block hydrates it as it is.
 */
const code = (name: string): string => `var(--maci-code-${name})`;

export const codeTheme: PrismTheme = {
  plain: { color: code('plain'), backgroundColor: code('background') },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: code('comment'), fontStyle: 'italic' },
    },
    {
      types: ['string', 'attr-value', 'char', 'template-string'],
      style: { color: code('string') },
    },
    { types: ['punctuation', 'operator'], style: { color: code('punctuation') } },
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
      style: { color: code('constant') },
    },
    {
      types: ['keyword', 'atrule', 'attr-name', 'important', 'deleted'],
      style: { color: code('keyword') },
    },
    { types: ['function', 'function-variable', 'method'], style: { color: code('function') } },
    { types: ['tag', 'selector'], style: { color: code('tag') } },
    { types: ['builtin', 'class-name', 'namespace'], style: { color: code('builtin') } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
  ],
};
