import type { ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { NeedsMainLandmark } from '../Layout/main-landmark';

/** The search plugin's page, with its content inside a <main> landmark. */
export default function SearchPageWrapper(): ReactNode {
  return (
    <NeedsMainLandmark.Provider value={true}>
      <SearchPage />
    </NeedsMainLandmark.Provider>
  );
}
