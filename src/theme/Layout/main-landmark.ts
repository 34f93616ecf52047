import { createContext, type ReactNode } from 'react';

/**
 * True where a page component renders its content without a <main> element of its own
 * (the search plugin's page); the Layout wrapper then supplies the landmark.
 */
export const NeedsMainLandmark = createContext(false);

/** Content the Layout wrapper adds at the end of that <main> (the search syntax help). */
export const MainAppendix = createContext<ReactNode>(null);
