import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import { twinPath } from '../../../../plugins/llms-txt/paths';

/** The docs page's metadata, plus a link to its Markdown twin (written by plugins/llms-txt). */
export default function DocItemMetadataWrapper(): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath(metadata.permalink)} />
      </Head>
    </>
  );
}
