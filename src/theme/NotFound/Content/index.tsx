import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The stock not-found message, followed by the places a lost reader most likely wanted. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav aria-label="Helpful links" className={`container ${styles.helpful}`}>
        <h2 className={styles.heading}>Try one of these instead</h2>
        <ul>
          <li>
            <Link to="/docs/introduction/">MACI documentation</Link>
          </li>
          <li>
            <Link to="/docs/v0.x/introduction/">v0.x documentation</Link>
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
