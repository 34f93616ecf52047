import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import PageActions from '@site/src/components/PageActions';
import { originKey } from '../../../../plugins/page-origin/key';

/**
 * The docs page's footer ("Last updated", from git), then the page tools. A generated page
 * names the package release it comes from instead of a date: its source file is either not
 * in git or, like the CLI page's, holds only the prose around the generated part.
 */
export default function DocItemFooterWrapper(): ReactNode {
  const { metadata, frontMatter } = useDoc();
  const origin = (frontMatter as { [originKey]?: string })[originKey];
  return (
    <>
      {!origin && <Footer />}
      <PageActions
        title={metadata.title}
        permalink={metadata.permalink}
        note={origin && `Generated from ${origin}`}
      />
    </>
  );
}
