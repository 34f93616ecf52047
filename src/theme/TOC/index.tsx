import type { ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The table of contents as a navigation landmark: on blog posts it sits outside <main>,
 * and content outside any landmark is lost to screen-reader landmark navigation. The wrapper
 * draws no box (styles.module.css), so the column still sticks as the theme intends.
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}
