import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import { twinPath } from '../../../../plugins/llms-txt/paths';

/** The blog post's metadata, plus a link to its Markdown twin (written by plugins/llms-txt). */
export default function BlogPostPageMetadataWrapper(): ReactNode {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath(metadata.permalink)} />
      </Head>
    </>
  );
}
