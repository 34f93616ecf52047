/**
 * Turns the MDX source of a page into its plain Markdown twin. The source is parsed the way
 * Docusaurus reads it (MDX, GFM, math, directives, front matter, MDX 1 compatibility), and the
 * changes are spliced into the source text by position, so everything else (math, tables, code) keeps its exact
 * original spelling.
 */
import type { Nodes, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * Markdown for a leaf directive's generated content. Links in it are written as the page's
 * own links are; `resolveLink` gives the twin's full address of one (undefined: keep it).
 */
export type DirectiveGenerator = (
  attributes: Record<string, string>,
  context: { resolveLink: (url: string) => string | undefined },
) => string;

export interface TwinOptions {
  /** The page title: the twin's H1 unless the content starts with its own. */
  title: string;
  /**
   * The address a link or image destination of the source stands for in the twin
   * (`./spec.md#x` → `https://…/docs/spec/#x`); undefined keeps the destination as written.
   */
  resolveUrl: (url: string, kind: 'link' | 'image') => string | undefined;
  /** Leaf directives (`::name{attributes}`) that stand for generated content, by name. */
  directives?: Record<string, DirectiveGenerator>;
}

/** Docusaurus's admonition keywords and the label a twin gives each. */
export const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Reads a docs page as Docusaurus does (MDX, GFM, math, directives, front matter). */
export const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkDirective);

/**
 * What Docusaurus's MDX 1 compatibility accepts and plain MDX does not, rewritten outside fenced
 * code the way Docusaurus's preprocessor does: HTML comments become MDX comments, `{#id}`
 * heading ids are escaped, and `:::note Title` admonition titles become directive labels.
 */
export function compatSource(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return line
        .replace(/<!--/g, '{/*')
        .replace(/-->/g, '*/}')
        .replace(/^(#{1,6}[ \t].*?)(?<!\\)\{(#[^}\s\\]+)\}([ \t]*)$/, '$1\\{$2\\}$3')
        .replace(
          /^(\s*:{3,}([a-z]+))[ \t]+([^[{\s].*?)[ \t]*$/,
          (whole, open: string, name: string, title: string) =>
            name in admonitionLabels ? `${open}[${title}]` : whole,
        );
    })
    .join('\n');
}

function offsets(node: Nodes): { start: number; end: number } {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) throw new Error(`No position on ${node.type}`);
  return { start, end };
}

const lineStart = (text: string, at: number): number => text.lastIndexOf('\n', at - 1) + 1;

/**
 * Removes a block node with its line break, and one blank line after it when a blank line
 * also precedes it, so that no run of blank lines is left behind.
 */
function removeBlock(text: string, start: number, end: number): Edit {
  let to = text[end] === '\n' ? end + 1 : end;
  const blankBefore = start === 0 || text.slice(Math.max(0, start - 2), start) === '\n\n';
  if (blankBefore && text[to] === '\n') to += 1;
  return { start, end: to, text: '' };
}

/** The string a `{…}` expression stands for when it is a string literal, such as `{'<'}`. */
export function expressionText(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^\/\*[\s\S]*\*\/$/.test(trimmed)) return '';
  const quoted = /^(['"`])([\s\S]*)\1$/.exec(trimmed);
  if (quoted && !quoted[2].includes(quoted[1])) return quoted[2].replace(/\\(.)/g, '$1');
  return undefined;
}

/** Offsets of a link's or image's destination inside its source text. */
function destinationRange(
  text: string,
  node: { url: string } & Nodes,
): { start: number; end: number } | undefined {
  const { start, end } = offsets(node);
  const slice = text.slice(start, end);
  const opener = node.type === 'definition' ? slice.indexOf(']:') : slice.lastIndexOf('](');
  if (opener < 0) return undefined; // autolinks and references have no destination here
  const at = slice.indexOf(node.url, opener + 2);
  if (at < 0) return undefined;
  return { start: start + at, end: start + at + node.url.length };
}

/** Edits that turn an admonition into a block quote led by its label. */
function admonitionEdits(text: string, node: ContainerDirective): Edit[] {
  const { start, end } = offsets(node);
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label = hasLabel
    ? text.slice(offsets(first).start, offsets(first).end).replace(/^\[([\s\S]*)\]$/, '$1')
    : (admonitionLabels[node.name] ?? node.name);
  const content = hasLabel ? rest : node.children;
  if (content.length === 0) return [{ start, end, text: `> **${label}**` }];
  const indent = ' '.repeat((node.position?.start.column ?? 1) - 1);
  const contentStart = lineStart(text, offsets(content[0]).start);
  const contentEnd = offsets(content[content.length - 1]).end;
  const edits: Edit[] = [{ start, end: contentStart, text: `> **${label}**\n${indent}>\n` }];
  for (let at = contentStart; at <= contentEnd; at = text.indexOf('\n', at) + 1) {
    const quoteAt = at + Math.min(indent.length, text.slice(at).search(/\S|$/));
    const emptyLine = text[quoteAt] === '\n' || quoteAt >= text.length;
    edits.push({ start: quoteAt, end: quoteAt, text: emptyLine ? '>' : '> ' });
    if (text.indexOf('\n', at) < 0) break;
  }
  edits.push({ start: contentEnd, end, text: '' });
  return edits;
}

function collectEdits(text: string, tree: Root, options: TwinOptions): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: Nodes): void => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm': {
        const { start, end } = offsets(node);
        edits.push(removeBlock(text, start, end));
        return;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const { start, end } = offsets(node);
        const literal = expressionText(node.value);
        if (node.type === 'mdxFlowExpression' && literal === '') {
          edits.push(removeBlock(text, start, end));
        } else {
          edits.push({ start, end, text: literal ?? node.value.trim() });
        }
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const { start, end } = offsets(node);
        if (node.children.length === 0) {
          edits.push(
            node.type === 'mdxJsxFlowElement'
              ? removeBlock(text, start, end)
              : { start, end, text: '' },
          );
          return;
        }
        // Keep what the component wraps, without its tags.
        const first = offsets(node.children[0]).start;
        const last = offsets(node.children[node.children.length - 1]).end;
        edits.push({ start, end: first, text: '' }, { start: last, end, text: '' });
        break;
      }
      case 'heading': {
        const { start, end } = offsets(node);
        const id = /[ \t]*\\?\{#[^}\s\\]+\\?\}[ \t]*$/.exec(text.slice(start, end));
        if (id) edits.push({ start: end - id[0].length, end, text: '' });
        break;
      }
      case 'link':
      case 'image':
      case 'definition': {
        const resolved = options.resolveUrl(node.url, node.type === 'image' ? 'image' : 'link');
        const range = resolved === undefined ? undefined : destinationRange(text, node);
        if (resolved !== undefined && range) edits.push({ ...range, text: resolved });
        break;
      }
      case 'leafDirective':
      case 'textDirective': {
        const generate = options.directives?.[node.name];
        if (generate) {
          const { start, end } = offsets(node);
          const attributes = Object.fromEntries(
            Object.entries(node.attributes ?? {}).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          );
          const resolveLink = (url: string) => options.resolveUrl(url, 'link');
          edits.push({ start, end, text: generate(attributes, { resolveLink }).trimEnd() });
          return;
        }
        break;
      }
      case 'containerDirective':
        if (node.name in admonitionLabels) edits.push(...admonitionEdits(text, node));
        break;
      default:
        break;
    }
    if ('children' in node) {
      for (const child of node.children) {
        const label = child.type === 'paragraph' && child.data?.directiveLabel === true;
        if (!(node.type === 'containerDirective' && label)) visit(child);
      }
    }
  };
  visit(tree);
  return edits;
}

/** Applies non-overlapping edits; edits at one offset apply in the order given. */
export function applyEdits(text: string, edits: Edit[]): string {
  const sorted = edits
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.order - b.order);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`Overlapping edits at offset ${edit.start}`);
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

/** The Markdown twin of a page's MDX source. */
export function markdownTwin(source: string, options: TwinOptions): string {
  const text = compatSource(source.replace(/\r\n?/g, '\n'));
  const tree = parser.parse(text);
  const body = applyEdits(text, collectEdits(text, tree, options)).trim();
  const firstBlock = tree.children.find(
    (child) => child.type !== 'yaml' && child.type !== 'mdxjsEsm',
  );
  const hasH1 = firstBlock?.type === 'heading' && firstBlock.depth === 1;
  return `${hasH1 ? '' : `# ${options.title}\n\n`}${body}\n`;
}
