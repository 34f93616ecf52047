import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import SearchSyntaxHelp from '@site/src/components/SearchSyntaxHelp';
import { MainAppendix, NeedsMainLandmark } from '../Layout/main-landmark';

/** The search plugin's page, inside a <main> landmark and followed by the syntax help. */
export default function SearchPageWrapper(): ReactNode {
  return (
    <NeedsMainLandmark.Provider value={true}>
      <Head>
        <meta
          name="description"
          content="Search the MACI documentation, the contract and code reference, and the blog."
        />
      </Head>
      <MainAppendix.Provider value={<SearchSyntaxHelp />}>
        <SearchPage />
      </MainAppendix.Provider>
    </NeedsMainLandmark.Provider>
  );
}
