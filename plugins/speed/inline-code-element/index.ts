/**
 * Rehype plugin: inline code (`` `name` `` in Markdown) becomes a plain JSX `<code>` element.
 * MDX hands Markdown's own `code` elements to the theme's MDX components, where inline code
 * goes through two components (MDXCode, then CodeInline) that render the same `<code>`.
 * The specification page has hundreds of inline code spans, each two components to create,
 * hydrate and walk on every re-render, for identical HTML. JSX elements written as
 * such are not swapped for MDX components, so these render as `<code>` directly.
 * Code blocks (`pre > code`) keep the theme's highlighted code block.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { Plugin } from 'unified';

/** An MDX JSX `<code>` with the same children (and class, if any). */
function jsxCode(node: Element): ElementContent {
  const className = node.properties.className;
  const classes = Array.isArray(className) ? className.join(' ') : undefined;
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: classes ? [{ type: 'mdxJsxAttribute', name: 'className', value: classes }] : [],
    children: node.children,
    // What MDX marks JSX written in a page with: such elements are not mapped to components.
    data: { _mdxExplicitJsx: true },
  } as unknown as ElementContent;
}

/** Only `code` with no attributes other than a class: what Markdown's inline code gives. */
function isPlainInlineCode(node: ElementContent): node is Element {
  if (node.type !== 'element' || node.tagName !== 'code') return false;
  return Object.keys(node.properties).every((name) => name === 'className');
}

export function inlineCodeToJsx(tree: Root): number {
  let replaced = 0;
  const visit = (parent: Root | Element): void => {
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      // A code block's code stays the theme's: it is highlighted.
      if (child.tagName === 'pre') return;
      if (isPlainInlineCode(child)) {
        parent.children[index] = jsxCode(child);
        replaced += 1;
        return;
      }
      visit(child);
    });
  };
  visit(tree);
  return replaced;
}

const rehypeInlineCodeElement: Plugin<[], Root> = () => (tree) => {
  inlineCodeToJsx(tree);
};

export default rehypeInlineCodeElement;
