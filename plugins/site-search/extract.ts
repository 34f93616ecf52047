/**
 * Reads a built HTML page into what search needs: its title and its sections (the text
 * before the first heading, then one section per h2-h4 with an id), as the reader sees them.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes, Root } from 'hast';
import { tooltipClass } from '../glossary-terms/names';

export interface ExtractedSection {
  /** Heading text; '' for the page's opening section. */
  heading: string;
  /** Fragment id of the heading; '' for the opening section. */
  anchor: string;
  text: string;
}

export interface ExtractedPage {
  title: string;
  sections: ExtractedSection[];
}

export interface ExtractOptions {
  /** Keep only titles and headings (generated reference pages). */
  headingsOnly?: boolean;
}

/** Elements whose text a reader does not read as part of the page's prose. */
const skippedClasses = [
  'hash-link',
  // KaTeX renders each formula twice; the MathML copy holds the readable text once.
  'katex-html',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-footer',
  // The copy, view and report tools under each page (src/components/PageActions).
  'page-tools',
  'pagination-nav',
  // Glossary definitions beside their terms: only the glossary page itself is indexed for them.
  tooltipClass,
];
const skippedTags = new Set(['script', 'style', 'svg', 'button', 'annotation', 'nav', 'template']);
const headingTags = new Set(['h2', 'h3', 'h4']);
const blockTags = new Set([
  'p',
  'li',
  'pre',
  'tr',
  'td',
  'th',
  'div',
  'section',
  'blockquote',
  'figcaption',
  'dt',
  'dd',
  'br',
]);

function classes(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function isSkipped(element: Element): boolean {
  if (skippedTags.has(element.tagName)) return true;
  if (element.properties.hidden !== undefined && element.properties.hidden !== false) return true;
  if (element.properties.ariaHidden === 'true') return true;
  return classes(element).some((name) => skippedClasses.includes(name));
}

function find(node: Nodes, test: (element: Element) => boolean): Element | undefined {
  if (node.type === 'element' && test(node)) return node;
  if (node.type !== 'element' && node.type !== 'root') return undefined;
  for (const child of node.children) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && isSkipped(node)) return '';
  const inner = node.children.map(textOf).join('');
  return node.type === 'element' && blockTags.has(node.tagName) ? ` ${inner} ` : inner;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

function countArticles(node: Nodes): number {
  if (node.type !== 'element' && node.type !== 'root') return 0;
  const own = node.type === 'element' && node.tagName === 'article' ? 1 : 0;
  return own + node.children.reduce((sum, child) => sum + countArticles(child), 0);
}

/**
 * The page's title and sections, or undefined for pages that only list other pages (blog
 * lists, tag pages) or have no content area.
 */
export function extractPage(html: string, options: ExtractOptions = {}): ExtractedPage | undefined {
  const tree: Root = fromHtml(html);
  const main = find(tree, (el) => el.tagName === 'main');
  if (!main) return undefined;
  const articles = countArticles(main);
  if (articles > 1) return undefined;
  const article = articles === 1 ? find(main, (el) => el.tagName === 'article') : main;
  if (!article) return undefined;
  const h1 = find(article, (el) => el.tagName === 'h1');
  const title = h1 ? squeeze(textOf(h1)) : '';
  if (!title) return undefined;
  const content = find(article, (el) => classes(el).includes('markdown')) ?? article;

  const sections: ExtractedSection[] = [{ heading: '', anchor: '', text: '' }];
  let parts: string[] = [];
  const close = () => {
    const section = sections[sections.length - 1];
    if (section && !options.headingsOnly) section.text = squeeze(parts.join(''));
    parts = [];
  };
  const walk = (node: Nodes) => {
    if (node.type === 'text') {
      parts.push(node.value);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (isSkipped(node) || node === h1) return;
      const id = node.properties.id;
      if (headingTags.has(node.tagName) && typeof id === 'string' && id) {
        close();
        sections.push({ heading: squeeze(textOf(node)), anchor: id, text: '' });
        return;
      }
    }
    const block = node.type === 'element' && blockTags.has(node.tagName);
    if (block) parts.push(' ');
    node.children.forEach(walk);
    if (block) parts.push(' ');
  };
  walk(content);
  close();
  return { title, sections };
}
