import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

/*
 * The theme's highlighted code block (Prism and its grammars) is provided here by the
 * pages that show code: plugins/speed/highlighted-code-import adds `import
 * '@site/plugins/speed/prism-on-demand/code-block'` to each Markdown page with a code block.
 * It thus lives in those pages' chunks, loaded before the page renders or hydrates, and
 * pages without code never load it.
 */
let highlightedCodeBlock: ComponentType<Props> | undefined;

export function provideHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlightedCodeBlock = component;
}

export function getHighlightedCodeBlock(): ComponentType<Props> | undefined {
  return highlightedCodeBlock;
}
