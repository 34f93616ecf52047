import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

/**
 * The stock "This page crashed." message, titled 'Page Error' as Docusaurus' own top-level
 * error page is: without it a crashed page keeps the title of the page that failed.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
