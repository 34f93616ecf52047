import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

/** The docs page's metadata, plus a link to its Markdown twin. */
export default function DocItemMetadataWrapper(): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <Metadata />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
