import type { ReactNode } from 'react';
import type { Segment } from '@site/plugins/site-search/engine';
import styles from './styles.module.css';

/** Text with the words that matched the query in <mark>. */
export default function Highlighted({ segments }: { segments: Segment[] }): ReactNode {
  return segments.map((segment, i) =>
    segment.mark ? (
      <mark key={i} className={styles.match}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}
