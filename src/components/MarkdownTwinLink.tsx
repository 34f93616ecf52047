import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { twinPath } from '../../plugins/llms-txt/paths';

/** Names the page's Markdown twin (written by plugins/llms-txt) in the document head. */
export default function MarkdownTwinLink({ permalink }: { permalink: string }): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinPath(permalink)} />
    </Head>
  );
}
