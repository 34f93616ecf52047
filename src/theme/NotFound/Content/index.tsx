import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { docsVersions, introductionPath } from '@site/config/site';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The stock not-found message, followed by the places a lost reader most likely wanted. The
 * title and `noindex` are set here, not only by the NotFound page, because under a docs
 * version the docs plugin renders this content alone.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Content {...props} />
      <nav aria-label="Helpful links" className={`container ${styles.helpful}`}>
        <h2 className={styles.heading}>Try one of these instead</h2>
        <ul>
          <li>
            <Link to={introductionPath[docsVersions.latest]}>MACI documentation</Link>
          </li>
          <li>
            <Link to={introductionPath[docsVersions.older]}>
              {`${docsVersions.older} documentation`}
            </Link>
          </li>
          <li>
            <Link to="/blog/">Blog</Link>
          </li>
          <li>
            <Link to="/search/">Search the site</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
