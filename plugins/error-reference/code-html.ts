/**
 * The error list's code blocks, highlighted at build time into the list's HTML strings
 * (./list-html.ts). As the theme's CodeBlock, its 86 blocks were some 1,300 React components
 * that hydrated, tokenized their code again and mounted a copy button each, and they made the
 * page load the highlighter's chunk. Here each block is the markup the theme draws, with the
 * tokens of the site's own highlighter (plugins/speed/prism-on-demand/tokens.ts, the
 * grammars named as plugins/speed/highlighted-code-import names them) and the site's Prism
 * theme, whose colors are CSS variables, so both color modes hold. The classes are the
 * theme's public ones and the list's own (`error-code…`, styled in
 * src/components/ErrorList/styles.module.css). As the theme does, the HTML has no copy
 * button: the list's component adds them once it has hydrated, and handles their clicks.
 *
 * The remark step (./remark.ts) swaps each code block of the list for the node this module
 * makes, before Docusaurus sees a code block there: the page then imports neither the
 * highlighted code block nor a grammar.
 */
import { createRequire } from 'node:module';
import type { Code } from 'mdast';
import type { Element, ElementContent } from 'hast';
import type { PrismTheme } from 'prism-react-renderer';
import { grammarModules, grammarOf } from '../speed/highlighted-code-import/grammars';
import { Prism, stylesByType, tokensToLines } from '../speed/prism-on-demand/tokens';
import { styleAttribute } from '../speed/theme-components/theme/CodeBlock/Line/tokens-html';

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[] = [],
): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/** Prism's grammars for `language`, registered on the highlighter's Prism once. */
function grammarFor(language: string): boolean {
  const id = grammarOf(language);
  if (!id) return false; // a language Prism does not know (`text`): plain, as the theme shows it
  if (!Prism.languages[id]) {
    // The grammar modules extend the global Prism as they run, as in the browser.
    Object.assign(globalThis, { Prism });
    const load = createRequire(__filename);
    for (const module of grammarModules([language])) load(module);
    if (!Prism.languages[id]) throw new Error(`error-reference: no Prism grammar for ${language}`);
  }
  return true;
}

/** One code block of the list as the theme's markup, highlighted. */
export function codeBlockHast(node: Code, theme: PrismTheme): Element {
  if (node.meta) {
    // Titles, line numbers and highlighted lines are the theme's; the list has none.
    throw new Error(`error-reference: a code block of the list has meta "${node.meta}"`);
  }
  const language = (node.lang ?? 'text').toLowerCase();
  const styles = stylesByType(theme, language);
  const grammar = grammarFor(language) ? Prism.languages[grammarOf(language) ?? ''] : undefined;
  const lines = tokensToLines(grammar ? Prism.tokenize(node.value, grammar) : [node.value]);
  const lineStyle = styleAttribute(styles.plain);
  const codeLines = lines.map((line) => {
    // As tokens-html.ts: an empty line's newline token is drawn empty, its <br> ends the line.
    const only = line.length === 1 ? line[0] : undefined;
    const tokens = only && only.content === '\n' ? [{ ...only, content: '' }] : line;
    const spans = tokens.map((token) => {
      const plain = token.types.length === 1 && token.types[0] === 'plain';
      const style = styleAttribute({
        ...(token.empty ? { display: 'inline-block' } : {}),
        ...(plain ? {} : Object.assign({}, ...token.types.map((type) => styles[type]))),
      });
      return element('span', { className: ['token', ...token.types], style: style || undefined }, [
        text(token.content),
      ]);
    });
    return element('div', { className: ['token-line'], style: lineStyle || undefined }, [
      ...spans,
      element('br', {}),
    ]);
  });
  const root = styles.root ?? {};
  return element(
    'div',
    {
      className: [`language-${language}`, 'theme-code-block', 'error-code'],
      style: styleAttribute({
        '--prism-color': theme.plain.color,
        '--prism-background-color': theme.plain.backgroundColor,
      } as Record<string, string | undefined>),
    },
    [
      element('div', { className: ['error-code__content'] }, [
        element(
          'pre',
          {
            // The block may scroll sideways: a keyboard stop, as the theme makes it.
            tabIndex: 0,
            className: ['prism-code', `language-${language}`, 'error-code__pre', 'thin-scrollbar'],
            style: styleAttribute(root) || undefined,
          },
          [element('code', { className: ['error-code__lines'] }, codeLines)],
        ),
      ]),
    ],
  );
}
