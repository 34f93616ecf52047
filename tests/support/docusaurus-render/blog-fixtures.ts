/** Blog props shaped as the blog plugin hands them to its pages, for the render test. */
import { createElement } from 'react';
import type { BlogSidebar, PropBlogPostContent } from '@docusaurus/plugin-content-blog';
import type { Props as BlogListPageProps } from '@theme/BlogListPage';

function post(slug: string, date: string, title: string, truncated: boolean): PropBlogPostContent {
  const permalink = `/blog/${slug}/`;
  const content = () => createElement('p', null, `${title}: the post's text <with markup>.`);
  return Object.assign(content, {
    frontMatter: { title },
    metadata: {
      source: `@site/blog/${slug}/index.md`,
      title,
      date,
      permalink,
      description: `About ${title}.`,
      readingTime: 2.5,
      hasTruncateMarker: truncated,
      authors: [],
      frontMatter: { title },
      tags: [
        {
          label: 'release',
          permalink: '/blog/tags/release/',
          description: undefined,
          inline: true,
        },
      ],
      unlisted: false,
      lastUpdatedAt: undefined,
      lastUpdatedBy: undefined,
    },
    toc: [],
    contentTitle: undefined,
    assets: { authorsImageUrls: [] },
  });
}

/** Newest first, across two years, one post with a truncate marker ("Read more"). */
export const blogPosts: PropBlogPostContent[] = [
  post('maci-v1-2-0-release', '2024-02-28T00:00:00.000Z', 'MACI v1.2.0 & "what\'s next"', true),
  post('maci-v1-1-1-release', '2023-01-18T00:00:00.000Z', 'MACI v1.1.1', false),
];

const sidebar: BlogSidebar = {
  title: 'Recent posts',
  items: blogPosts.map(({ metadata }) => ({
    title: metadata.title,
    permalink: metadata.permalink,
    unlisted: false,
    date: metadata.date,
  })),
};

export const blogListPageProps: BlogListPageProps = {
  sidebar,
  metadata: {
    blogTitle: 'Blog',
    blogDescription: 'News & releases of MACI',
    permalink: '/blog/',
    page: 1,
    postsPerPage: 10,
    totalCount: blogPosts.length,
    totalPages: 1,
  },
  items: blogPosts.map((content) => ({ content })),
};
