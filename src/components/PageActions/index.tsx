import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { servedRoute, twinPath } from '../../../plugins/llms-txt/paths';
import { reportUrl } from './report';
import styles from './styles.module.css';

interface Props {
  title: string;
  permalink: string;
  /** A line above the tools, e.g. the package release a generated page comes from. */
  note?: string;
}

/**
 * Tools under a docs page or post: copy its Markdown twin, open the twin, report a problem.
 * Every docs page's bundle carries this markup, so it is kept to the markup: the copy code
 * is a chunk of its own, loaded on the first click, and the live region that reports the
 * copy comes last, where it takes no room while empty. The plain `page-tools` class (styled
 * in the CSS module) also keeps the labels out of the search index (plugins/site-search).
 */
export default function PageActions({ title, permalink, note }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const twin = twinPath(permalink);
  return (
    <div className="page-tools">
      {note && <p className={styles.note}>{note}</p>}
      <button
        className={styles.action}
        onClick={(event) => {
          const button = event.currentTarget;
          void import('./copy').then((copy) => copy.copyTwin(button, twin));
        }}
      >
        Copy page as Markdown
      </button>
      <a className={styles.action} href={twin}>
        View as Markdown
      </a>
      <a
        className={styles.action}
        href={reportUrl(
          siteConfig.customFields?.newIssueUrl as string,
          title,
          siteConfig.url + servedRoute(permalink, siteConfig.trailingSlash),
        )}
      >
        Report a problem
      </a>
      <span aria-live="polite" className={styles.status} />
    </div>
  );
}
