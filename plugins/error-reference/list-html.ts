/**
 * Rehype plugin: hands the error reference's long list to React as HTML strings instead of
 * thousands of elements. As MDX elements, its ~300 entries made the errors page's script
 * several times the size of other pages' and gave React some 5,600 elements, 480 links and
 * 300 headings to hydrate on a phone (Lighthouse: 506 ms of blocking time). The remark step
 * (./remark.ts) wraps the list in a `<div data-error-list>` and draws its code blocks
 * (./code-html.ts); here, after Docusaurus has resolved its links and given its headings ids,
 * each run of blocks between the `##` headings becomes one string, drawn by
 * `src/components/ErrorList`. The `##` headings stay Docusaurus's (the table of contents
 * follows them).
 *
 * Each entry (an `###` or `####` heading and the blocks up to the next one) is wrapped in a
 * `<div class="markdown error-entry">`, which the component's stylesheet renders only near
 * the screen (`content-visibility`): laying out and painting the whole list, some 8,000
 * elements, was the larger part of the page's blocking time on a phone.
 *
 * The strings go to a module of their own under `storeDir`, named by their hash: the server
 * bundle imports them, so the HTML holds the whole list; the browser loads them only when it
 * renders the page itself (after a client-side navigation). On a page from the server,
 * React keeps the markup of an element whose `__html` is '' as it hydrates.
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { toText } from 'hast-util-to-text';
import type { Plugin } from 'unified';
import { esmNode, expressionAttribute } from '../mdx-estree';
import { writeStringStore } from '../string-store';

/** The attribute of the remark step's wrapper around the list. */
export const listMarker = 'data-error-list';
/** The component that draws a run, and the store's module specifier (./plugin.ts). */
export const partComponentModule = '@site/src/components/ErrorList';
export const storeAlias = '@error-list';
const componentName = 'ErrorListPart';
const storeName = 'errorListParts';

const voidElements = new Set(['br', 'hr', 'img', 'wbr']);

const escapeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A hast property name as an HTML attribute: `className` → `class`, `ariaLabel` → `aria-label`. */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  const dashed = /^(data|aria)[A-Z]/.test(property)
    ? property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    : property;
  return dashed.toLowerCase();
}

function attributes(properties: Properties | undefined): string {
  let out = '';
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    const name = attributeName(key);
    if (value === true) out += ` ${name}`;
    else
      out += ` ${name}="${escapeAttribute(Array.isArray(value) ? value.join(' ') : String(value))}"`;
  }
  return out;
}

/** HTML of plain hast (elements and text); anything MDX-specific fails the build. */
export function toHtml(node: Root | RootContent): string {
  switch (node.type) {
    case 'root':
      return node.children.map(toHtml).join('');
    case 'text':
      return escapeText(node.value);
    case 'element': {
      const open = `<${node.tagName}${attributes(node.properties)}>`;
      if (voidElements.has(node.tagName)) return open;
      return `${open}${node.children.map(toHtml).join('')}</${node.tagName}>`;
    }
    case 'comment':
    case 'doctype':
      return '';
    default:
      throw new Error(`error-reference: cannot draw a ${node.type} node of the list as HTML`);
  }
}

/** What Docusaurus's Link and Heading add to the elements they draw, done here. */
function asDrawn(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const children = node.children.map(asDrawn);
  const properties = { ...node.properties };
  if (node.tagName === 'a' && typeof properties.href === 'string') {
    const href = properties.href;
    if (/^https?:\/\//.test(href)) {
      properties.target = '_blank';
      properties.rel = ['noopener', 'noreferrer'];
    } else if (href.startsWith('/')) {
      // The site's URLs end with a slash (trailingSlash); Link adds it to a route's path.
      properties.href = href.replace(/^([^?#]*[^/?#])(?=[?#]|$)/, (p) =>
        /\.[a-z0-9]+$/i.test(p) ? p : `${p}/`,
      );
    }
  }
  if (/^h[3-6]$/.test(node.tagName) && typeof properties.id === 'string') {
    const label = `Direct link to ${toText(node).trim()}`;
    const classes = Array.isArray(properties.className) ? properties.className : [];
    properties.className = ['anchor', ...classes.map(String)];
    children.push({
      type: 'element',
      tagName: 'a',
      properties: {
        href: `#${properties.id}`,
        className: ['hash-link'],
        ariaLabel: label,
        title: label,
        translate: 'no',
      },
      children: [{ type: 'text', value: '\u200b' }],
    });
  }
  return { ...node, properties, children } as Element;
}

/** Blocks that stay elements of the page: the `##` headings. */
const keptAsElement = (node: RootContent): boolean =>
  node.type === 'element' && node.tagName === 'h2';

/** The heading that starts an entry. */
const startsEntry = (node: RootContent): boolean =>
  node.type === 'element' && /^h[3-6]$/.test(node.tagName) && node.properties.id !== undefined;

/** The run's entries, each in a wrapper of its own; blocks before the first entry stay bare. */
function entries(run: readonly RootContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  let entry: Element | undefined;
  for (const node of run) {
    if (startsEntry(node) && node.type === 'element') {
      entry = {
        type: 'element',
        tagName: 'div',
        // `markdown`: the theme spaces an entry's headings and paragraphs as the page's own.
        properties: { className: ['markdown', 'error-entry', `error-entry--${node.tagName}`] },
        children: [],
      };
      out.push(entry);
    }
    // Whitespace between blocks needs no place of its own.
    if (node.type === 'text' && !node.value.trim()) continue;
    (entry ? entry.children : out).push(node as ElementContent);
  }
  return out;
}

/** The list's blocks, runs of HTML strings between the blocks that stay elements. */
export function splitList(children: readonly RootContent[]): {
  blocks: (RootContent | number)[];
  parts: string[];
} {
  const blocks: (RootContent | number)[] = [];
  const parts: string[] = [];
  let run: RootContent[] = [];
  const flush = (): void => {
    const html = entries(run)
      .map((node) => toHtml(asDrawn(node)))
      .join('')
      .trim();
    if (html) {
      blocks.push(parts.length);
      parts.push(html);
    }
    run = [];
  };
  for (const node of children) {
    if (keptAsElement(node)) {
      flush();
      blocks.push(node);
    } else run.push(node);
  }
  flush();
  return { blocks, parts };
}

/** The strings' modules (plugins/string-store.ts); the browser's loads them on demand. */
export function writeStore(storeDir: string, parts: readonly string[]): string {
  return writeStringStore(storeDir, parts, {
    module: '@site/plugins/string-store/lazy',
    name: 'lazyStrings',
  });
}

function isListWrapper(node: RootContent): boolean {
  const element = node as { type: string; name?: string; attributes?: { name?: string }[] };
  return (
    element.type === 'mdxJsxFlowElement' &&
    element.name === 'div' &&
    (element.attributes ?? []).some((a) => a.name === listMarker)
  );
}

export interface Options {
  /** Where the list's modules go (see config/errors.ts). */
  storeDir: string;
}

const rehypeErrorList: Plugin<[Options], Root> = (options) => (tree) => {
  const index = tree.children.findIndex(isListWrapper);
  if (index < 0) return;
  const wrapper = tree.children[index] as unknown as { children: RootContent[] };
  const { blocks, parts } = splitList(wrapper.children);
  const nodes = blocks.map((block) =>
    typeof block === 'number'
      ? ({
          type: 'mdxJsxFlowElement',
          name: componentName,
          attributes: [
            expressionAttribute('parts', storeName),
            expressionAttribute('i', String(block)),
          ],
          children: [],
        } as unknown as RootContent)
      : block,
  );
  tree.children.splice(index, 1, ...nodes);
  const hash = writeStore(options.storeDir, parts);
  tree.children.unshift(
    esmNode(`import ${componentName} from '${partComponentModule}';`) as never,
    esmNode(`import ${storeName} from '${storeAlias}/${hash}';`) as never,
  );
};

export default rehypeErrorList;
