import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Footer from '@theme-original/BlogPostItem/Footer';
import PageActions from '@site/src/components/PageActions';

/** The post's footer (tags, "Last updated"), then the page tools on the post's own page. */
export default function BlogPostItemFooterWrapper(): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && <PageActions title={metadata.title} permalink={metadata.permalink} />}
    </>
  );
}
