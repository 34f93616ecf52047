/**
 * Rehype plugin: marks the blocks of a page that ./long-pages.css may skip, with a class
 * (`blockClass`). Which blocks may be skipped is known when the page is built, so the
 * stylesheet need not work it out in the browser: a rule whose last part is only
 * pseudo-classes is tried on every element of the page at every style pass, and with
 * `:has()` among them that was the page's costliest rule (on the specification, 45 of the 75
 * ms the browser spent matching selectors at load). A rule keyed on a class is tried only on
 * the elements that carry it.
 *
 * A top-level block is marked unless it is:
 * - a heading: headings are link targets, and the table of contents follows them;
 * - a code block (`pre`): it measures its width when it mounts, and measuring a skipped
 *   block makes the browser lay it out on its own;
 * - a block holding a glossary term: the term's tooltip hangs outside the block, and a
 *   skipped block clips what it draws to its box;
 * - a component other than a display formula: it may not pass a class on to an element.
 * Blocks among the first screens are never skipped, so they are not marked (firstMarked);
 * which marked blocks are far enough down to skip is left to the stylesheet.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Plugin } from 'unified';
import { termClass } from '../../glossary-terms/names';
import { componentName as mathComponent } from '../math-html';

/** The class of a block that long-pages.css may skip; the stylesheet spells it too. */
export const blockClass = 'skippable-block';

const neverSkipped = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre']);

/**
 * JSX names whose class reaches the page as is: elements MDX hands to no component, and the
 * display formula of plugins/speed/math-html, which passes its class on.
 */
const plainJsxNames = new Set(['div', 'p', 'table', 'blockquote', mathComponent]);

type Node = RootContent | ElementContent;
type JsxBlock = Extract<RootContent, { type: 'mdxJsxFlowElement' }>;
type JsxAttribute = Extract<JsxBlock['attributes'][number], { type: 'mdxJsxAttribute' }>;

function classAttributeOf(node: Pick<JsxBlock, 'attributes'>): JsxAttribute | undefined {
  return node.attributes.find(
    (a): a is JsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'className',
  );
}

function classNamesOf(node: Node): string[] {
  if (node.type === 'element') {
    const className = node.properties?.className;
    return Array.isArray(className) ? className.map(String) : [];
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const attribute = classAttributeOf(node);
    return typeof attribute?.value === 'string' ? attribute.value.split(/\s+/) : [];
  }
  return [];
}

/** Whether `node` is or holds a glossary term. */
export function holdsGlossaryTerm(node: Node): boolean {
  if (classNamesOf(node).includes(termClass)) return true;
  return 'children' in node && (node.children as Node[]).some(holdsGlossaryTerm);
}

function markJsx(node: JsxBlock): void {
  const attribute = classAttributeOf(node);
  if (!attribute) {
    node.attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: blockClass });
  } else if (typeof attribute.value === 'string') {
    attribute.value = `${attribute.value} ${blockClass}`;
  }
}

function markElement(node: Element): void {
  node.properties = {
    ...node.properties,
    className: [...classNamesOf(node), blockClass],
  };
}

/**
 * The stylesheet draws an article's first 24 blocks always (`:nth-child(n + 25)`). Before the
 * page's own blocks the article may hold one more element (the title's header, when the page
 * has no heading of its own), so blocks from the 24th of the page on (index 23) are marked.
 */
export const firstMarked = 23;

/** Marks the top-level blocks of `tree` that may be skipped (see above). */
export function markSkippableBlocks(tree: Root): void {
  let index = 0;
  for (const node of tree.children) {
    if (node.type !== 'element' && node.type !== 'mdxJsxFlowElement') continue;
    if (index++ < firstMarked || holdsGlossaryTerm(node)) continue;
    if (node.type === 'element' && !neverSkipped.has(node.tagName)) markElement(node);
    else if (node.type === 'mdxJsxFlowElement' && node.name && plainJsxNames.has(node.name)) {
      markJsx(node);
    }
  }
}

const rehypeLongPages: Plugin<[], Root> = () => markSkippableBlocks;

export default rehypeLongPages;
