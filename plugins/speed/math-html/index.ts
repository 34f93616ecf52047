/**
 * Rehype plugin: renders the math that remark-math marks (`$…$`, `$$…$$`) with KaTeX at
 * build time, like rehype-katex, but hands each formula to React as one HTML string
 * (`dangerouslySetInnerHTML`) instead of as a tree of elements. A formula is dozens of
 * nested spans; as elements they make the page's JavaScript chunk several times larger
 * than its HTML and give React thousands of nodes to hydrate on the math-heavy pages
 * (specification, primitives, circuits). As strings, React hydrates one node per formula.
 * A formula KaTeX cannot parse fails the build.
 *
 * With `storeDir` (the site's builds, see ./plugin.ts), the strings leave the page's module
 * too: they go to a module of their own, which the server bundle imports and the browser
 * loads only when it renders the page itself (after a client-side navigation). A page
 * loaded from the server keeps the formulas of its HTML (plugins/speed/math-html/MathHtml).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toText } from 'hast-util-to-text';
import katex from 'katex';
import type { Plugin } from 'unified';
import { writeStringStore } from '../../string-store';
import { esmNode, expressionAttribute } from '../../mdx-estree';

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
  return {
    type: tag === 'div' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: tag,
    attributes: [
      expressionAttribute('dangerouslySetInnerHTML', `{__html: ${JSON.stringify(html)}}`),
    ],
    children: [],
  } as unknown as ElementContent;
}

export function renderFormula(tex: string, display: boolean): string {
  return katex.renderToString(tex, { displayMode: display, throwOnError: true });
}

/** The component that shows a stored formula, and the module specifier of a page's store. */
export const mathComponentModule = '@site/plugins/speed/math-html/MathHtml';
export const storeAlias = '@math-html';
/** Its name in a page's MDX. */
export const componentName = 'MathHtml';
const storeName = 'mathFormulas';

/** `<MathHtml formulas={mathFormulas} i={index} display />`. */
function storedFormulaElement(index: number, display: boolean): ElementContent {
  const attributes = [
    expressionAttribute('formulas', storeName),
    expressionAttribute('i', String(index)),
    ...(display ? [{ type: 'mdxJsxAttribute', name: 'display', value: null }] : []),
  ];
  return {
    type: display ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: componentName,
    attributes,
    children: [],
  } as unknown as ElementContent;
}

/**
 * A page's formulas as three modules under `storeDir`, named by their content's hash: the
 * strings (JSON), the server's module (the strings themselves) and the browser's (a loader
 * of the strings, in a chunk of their own; unnamed, since every chunk name would go in the
 * runtime every page loads). Returns the hash.
 */
export function writeStore(storeDir: string, formulas: readonly string[]): string {
  // No top-level await here: it would put the bundler's async-module runtime on every page
  // (bench/README.md). After a client-side navigation a formula may therefore show a moment
  // after its page; src/client/scrollable-regions.ts measures such late content too.
  return writeStringStore(storeDir, formulas, {
    module: `${mathComponentModule}/lazy`,
    name: 'lazyFormulas',
  });
}

export interface Options {
  /** Where the pages' formula modules go; without it, each formula stays in its page's module. */
  storeDir?: string;
}

const rehypeMathHtml: Plugin<[Options?], Root> =
  (options = {}) =>
  (tree, file) => {
    const formulas = findFormulas(tree);
    const html = formulas.map(({ tex, display }) => {
      try {
        return renderFormula(tex, display);
      } catch (error) {
        throw new Error(
          `${file.path}: KaTeX cannot render ${JSON.stringify(tex)}: ${String(error)}`,
        );
      }
    });
    // Replace from the last formula backwards so earlier indexes stay valid.
    for (let k = formulas.length - 1; k >= 0; k--) {
      const { parent, index, display } = formulas[k] as Formula;
      const element = options.storeDir
        ? storedFormulaElement(k, display)
        : rawHtmlElement(display ? 'div' : 'span', html[k] as string);
      parent.children.splice(index, 1, element as never);
    }
    if (options.storeDir && formulas.length > 0) {
      const hash = writeStore(options.storeDir, html);
      tree.children.unshift(
        esmNode(`import ${componentName} from '${mathComponentModule}';`) as never,
        esmNode(`import ${storeName} from '${storeAlias}/${hash}';`) as never,
      );
    }
  };

export default rehypeMathHtml;
