/**
 * Remark plugin: a Markdown page with a code block imports the highlighted code block
 * (plugins/speed/prism-on-demand/code-block) and the Prism grammars of its blocks' languages, so
 * Prism ships in the chunks of pages with code only, each page with the grammars it shows,
 * and all of it is loaded before such a page renders.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { grammarModules } from './grammars';
import { esmNode } from '../../mdx-estree';

export const highlightedCodeModule = '@site/plugins/speed/prism-on-demand/code-block';

export interface Options {
  /** Components that render code blocks themselves, with the languages they show. */
  componentLanguages?: Record<string, readonly string[]>;
}

interface CodeUse {
  found: boolean;
  languages: Set<string>;
}

function literalAttribute(node: { attributes?: unknown[] }, name: string): string | undefined {
  for (const attribute of node.attributes ?? []) {
    const a = attribute as { type?: string; name?: string; value?: unknown };
    if (a.type === 'mdxJsxAttribute' && a.name === name && typeof a.value === 'string') {
      return a.value;
    }
  }
  return undefined;
}

/**
 * Code blocks (fenced or indented code, JSX `<pre>` / `<CodeBlock>` in MDX, or a component
 * of `componentLanguages`) and the languages they name.
 */
function codeUse(tree: Root, options: Options = {}): CodeUse {
  const use: CodeUse = { found: false, languages: new Set() };
  visit(tree, (node) => {
    if (node.type === 'code') {
      use.found = true;
      if (node.lang) use.languages.add(node.lang.toLowerCase());
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      if (name === 'pre' || name === 'CodeBlock') {
        use.found = true;
        const language = literalAttribute(node, 'language');
        if (language) use.languages.add(language.toLowerCase());
      }
      const shown = options.componentLanguages?.[name];
      if (shown) {
        use.found = true;
        for (const language of shown) use.languages.add(language);
      }
    }
  });
  return use;
}

export default function remarkHighlightedCodeImport(options: Options = {}) {
  return (tree: Root): void => {
    const use = codeUse(tree, options);
    if (!use.found) return;
    // The block first: it loads Prism's core, which the grammars extend when they run.
    const sources = [highlightedCodeModule, ...grammarModules(use.languages)];
    tree.children.unshift(...sources.map((source) => esmNode(`import ${JSON.stringify(source)};`)));
  };
}
