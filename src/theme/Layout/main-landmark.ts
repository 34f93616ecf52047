import { createContext } from 'react';

/**
 * True where a page component renders its content without a <main> element of its own
 * (the search plugin's page); the Layout wrapper then supplies the landmark.
 */
export const NeedsMainLandmark = createContext(false);
