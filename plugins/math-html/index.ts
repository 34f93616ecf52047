/**
 * Rehype plugin: renders the math that remark-math marks (`$…$`, `$$…$$`) with KaTeX at
 * build time, like rehype-katex, but hands each formula to React as one HTML string
 * (`dangerouslySetInnerHTML`) instead of as a tree of elements. A formula is dozens of
 * nested spans; as elements they make the page's JavaScript chunk several times larger
 * than its HTML and give React thousands of nodes to hydrate on the math-heavy pages
 * (specification, primitives, circuits). As strings, React hydrates one node per formula.
 * A formula KaTeX cannot parse fails the build.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toText } from 'hast-util-to-text';
import katex from 'katex';
import type { Plugin } from 'unified';

/** Where a formula goes: its parent, its index there and whether it is display math. */
interface Formula {
  parent: Root | Element;
  index: number;
  tex: string;
  display: boolean;
}

function classesOf(node: Element): string[] {
  const className = node.properties?.className;
  return Array.isArray(className) ? className.map(String) : [];
}

/** The math nodes of remark-math: `code.math-inline`, and `pre > code.math-display`. */
export function findFormulas(tree: Root): Formula[] {
  const found: Formula[] = [];
  const visit = (parent: Root | Element): void => {
    parent.children.forEach((child: RootContent, index: number) => {
      if (child.type !== 'element') return;
      const classes = classesOf(child);
      const code =
        child.tagName === 'pre' ? child.children.find((c) => c.type === 'element') : child;
      const codeClasses = code && code.type === 'element' ? classesOf(code) : [];
      if (child.tagName === 'pre' && codeClasses.includes('math-display')) {
        found.push({ parent, index, tex: toText(child, { whitespace: 'pre' }), display: true });
      } else if (classes.includes('math-inline') || classes.includes('math-display')) {
        const display = classes.includes('math-display');
        found.push({ parent, index, tex: toText(child, { whitespace: 'pre' }), display });
      } else {
        visit(child);
      }
    });
  };
  visit(tree);
  return found;
}

/** An MDX JSX element `<tag dangerouslySetInnerHTML={{ __html: html }} />`. */
function rawHtmlElement(tag: 'span' | 'div', html: string): ElementContent {
  const value = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  };
  return {
    type: tag === 'div' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: tag,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{ type: 'ExpressionStatement', expression: value }],
            },
          },
        },
      },
    ],
    children: [],
  } as unknown as ElementContent;
}

export function renderFormula(tex: string, display: boolean): string {
  return katex.renderToString(tex, { displayMode: display, throwOnError: true });
}

const rehypeMathHtml: Plugin<[], Root> = () => (tree, file) => {
  // Replace from the last formula backwards so earlier indexes stay valid.
  for (const { parent, index, tex, display } of findFormulas(tree).reverse()) {
    let html: string;
    try {
      html = renderFormula(tex, display);
    } catch (error) {
      throw new Error(`${file.path}: KaTeX cannot render ${JSON.stringify(tex)}: ${String(error)}`);
    }
    parent.children.splice(index, 1, rawHtmlElement(display ? 'div' : 'span', html) as never);
  }
};

export default rehypeMathHtml;
