import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

/** The blog post's metadata, plus a link to its Markdown twin. */
export default function BlogPostPageMetadataWrapper(): ReactNode {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
