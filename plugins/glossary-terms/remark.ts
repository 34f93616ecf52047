/**
 * Remark plugin: the first use of each glossary term on a v1.x docs page becomes a focusable
 * span described by a tooltip holding the term's definition (the CSS is in
 * src/css/glossary-terms.css, the client module in src/client/glossary-terms.ts). Only plain
 * lowercase elements are emitted, so MDX compiles them to JSX calls without a component.
 * Text inside code, headings, links and components is left alone.
 *
 * The definitions themselves stay out of the page's JavaScript (a page of the CLI reference
 * uses some forty terms, about 4 KB gzip of definitions): each tooltip takes its text as
 * `dangerouslySetInnerHTML` from the definitions module (./plugin.ts). On the server that
 * module holds them, so the HTML has them; in the browser each reads as '' until loaded,
 * React keeps the server's markup of such an element when it hydrates, and the definitions
 * load only when the browser renders a page itself, after a client-side navigation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, Parent, PhrasingContent, Root, Text } from 'mdast';
// Registers the MDX node types on mdast's node map.
import type {} from 'remark-mdx';
import { termClass, tooltipClass, tooltipIdPrefix } from './names';
import { parseGlossary, type GlossaryTerm } from './parse';
import { esmNode, expressionAttribute } from '../mdx-estree';

type JsxText = Extract<PhrasingContent, { type: 'mdxJsxTextElement' }>;

/** The module of the definitions (./plugin.ts), and the name a page imports it as. */
export const definitionsModule = '@glossary-definitions';
const definitionsName = 'glossaryDefinitions';

/** Node types whose text is never marked: code, headings, links and components. */
const skippedTypes = new Set([
  'heading',
  'link',
  'linkReference',
  'definition',
  'code',
  'inlineCode',
  'html',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
]);

/** A form and its plural, the last word inflected ("state leaf" gives "state leaves"). */
// cspell:ignore aeiou
export function withPlural(form: string): string[] {
  let plural: string;
  if (/[^aeiou]y$/.test(form)) plural = `${form.slice(0, -1)}ies`;
  else if (/(?:leaf)$/.test(form)) plural = `${form.slice(0, -1)}ves`;
  else if (/(?:s|x|z|ch|sh)$/.test(form)) plural = `${form}es`;
  else plural = `${form}s`;
  return [form, plural];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Matcher {
  pattern: RegExp;
  /** The term of each lowercase form (plurals included), spaces as single spaces. */
  termOf: Map<string, GlossaryTerm>;
}

/**
 * One pattern for every form of every term, longest first, so that "state leaf" wins over a
 * shorter term inside it. Whole words only, case-insensitive; a space in a form matches any
 * run of white space (text wraps across lines).
 */
export function buildMatcher(terms: readonly GlossaryTerm[]): Matcher {
  const termOf = new Map<string, GlossaryTerm>();
  for (const term of terms) {
    for (const form of term.forms.flatMap(withPlural)) {
      if (!termOf.has(form)) termOf.set(form, term);
    }
  }
  const alternatives = [...termOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((form) => escape(form).replace(/ /g, '\\s+'));
  // Not part of a longer word, a hyphenated word or a dotted name such as Poll.sol.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_\\-.])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_\\-]|\\.\\p{L})`,
    'giu',
  );
  return { pattern, termOf };
}

const attribute = (name: string, value: string) => ({
  type: 'mdxJsxAttribute' as const,
  name,
  value,
});

/** `dangerouslySetInnerHTML={{__html: glossaryDefinitions["slug"]}}`. */
function htmlFromDefinitions(slug: string) {
  return expressionAttribute(
    'dangerouslySetInnerHTML',
    `{__html: ${definitionsName}[${JSON.stringify(slug)}]}`,
  );
}

/**
 * `<span class="glossary-term"><span tabindex="0" aria-describedby=id>text</span>
 * <span role="tooltip" id=id class="glossary-tip">definition</span></span>`. The tooltip is a
 * sibling of the focusable word, not its child, so the word's own text stays the term alone.
 * The definition comes from the definitions module, by the term's slug.
 */
export function markElement(text: string, term: GlossaryTerm): JsxText {
  const id = `${tooltipIdPrefix}${term.slug}`;
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [attribute('className', termClass)],
    children: [
      {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [attribute('tabIndex', '0'), attribute('aria-describedby', id)],
        children: [{ type: 'text', value: text }],
      },
      {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [
          attribute('role', 'tooltip'),
          attribute('id', id),
          attribute('className', tooltipClass),
          htmlFromDefinitions(term.slug),
          { type: 'mdxJsxAttribute', name: 'suppressHydrationWarning', value: null },
        ],
        children: [],
      },
    ],
  };
}

/** Splits one text node at the first unused uses of terms; `used` collects the terms marked. */
function splitText(node: Text, matcher: Matcher, used: Set<GlossaryTerm>): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(matcher.pattern)) {
    const term = matcher.termOf.get(match[0].toLowerCase().replace(/\s+/g, ' '));
    if (!term || used.has(term)) continue;
    used.add(term);
    const start = match.index;
    if (start > last) out.push({ type: 'text', value: node.value.slice(last, start) });
    out.push(markElement(match[0], term));
    last = start + match[0].length;
  }
  if (last === 0) return [node];
  if (last < node.value.length) out.push({ type: 'text', value: node.value.slice(last) });
  return out;
}

/**
 * Marks the first use of each term of `matcher` (built once for every page) in `tree`, in
 * document order. Returns the terms marked. An admonition's title (a paragraph with
 * `directiveLabel`) counts as a heading.
 */
export function markTerms(tree: Root, matcher: Matcher): GlossaryTerm[] {
  const used = new Set<GlossaryTerm>();
  const walk = (parent: Parent): void => {
    const children: Nodes[] = [];
    for (const child of parent.children as Nodes[]) {
      if (child.type === 'text') {
        children.push(...splitText(child, matcher, used));
        continue;
      }
      const label = (child.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      if (!skippedTypes.has(child.type) && !label && 'children' in child) walk(child);
      children.push(child);
    }
    parent.children = children as Parent['children'];
  };
  walk(tree);
  return [...used];
}

export interface Options {
  /** The glossary page's source file. */
  glossaryFile: string;
  /** The folder of the docs version whose pages are marked. */
  docsDir: string;
  /** Folders of generated pages inside docsDir, left unmarked. */
  generatedFolders?: readonly string[];
}

/**
 * Whether the page at `file` is marked: a page of docsDir, not the glossary itself, not a
 * partial (its text is part of another page, which could then hold two marks of one term),
 * and not a generated reference page (signatures, where the terms are type names).
 */
export function isMarkedPage(file: string, options: Options): boolean {
  const relative = path.relative(options.docsDir, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return false;
  if (path.resolve(file) === path.resolve(options.glossaryFile)) return false;
  const parts = relative.split(path.sep);
  if (parts.some((part) => part.startsWith('_'))) return false;
  return !(options.generatedFolders ?? []).includes(parts[0] ?? '');
}

export default function remarkGlossaryTerms(options: Options) {
  const matcher = buildMatcher(parseGlossary(readFileSync(options.glossaryFile, 'utf8')));
  // Only the file's path is read; typed as such so that no vfile import is needed.
  return (tree: Root, file: { path?: string }): void => {
    if (!file.path || !isMarkedPage(file.path, options)) return;
    if (markTerms(tree, matcher).length === 0) return;
    tree.children.unshift(esmNode(`import ${definitionsName} from '${definitionsModule}';`));
  };
}
