import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { showLastUpdateTime } from './git-history';
import { site } from './site';

export const blog: BlogOptions = {
  blogTitle: 'MACI blog',
  blogDescription: 'Releases, research notes and roadmap updates from the MACI team.',
  showReadingTime: true,
  showLastUpdateTime,
  postsPerPage: 10,
  blogSidebarTitle: 'Recent posts',
  blogSidebarCount: 'ALL',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  onInlineTags: 'throw',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'MACI blog',
    description: 'Releases, research notes and roadmap updates from the MACI team.',
    copyright: `Copyright © ${site.copyrightYear} ${site.copyrightHolder}`,
    language: 'en',
  },
};
