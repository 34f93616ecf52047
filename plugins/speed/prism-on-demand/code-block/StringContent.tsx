// Copy of @docusaurus/theme-classic 3.10.2 lib/theme/CodeBlock/Content/String.js (registered
// in tests/support/upstream-copies.ts). The one change: the word-wrap state comes from
// ./measured-word-wrap.ts, which measures the block without forcing a layout.
import type { ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { useMeasuredWordWrap } from './measured-word-wrap';

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const { prism } = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function StringContent(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useMeasuredWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
