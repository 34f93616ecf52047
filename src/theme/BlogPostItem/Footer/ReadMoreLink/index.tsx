// Copy of @docusaurus/theme-classic 3.10.2 lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js
// (registered in tests/support/upstream-copies.ts); the change is described below.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * "Read more" with the post's title in its text, hidden from view: a list of links (a
 * screen reader's, a search engine's) then tells the posts apart without an aria-label
 * that replaces the visible words.
 */
export default function ReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
