import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { introductionPath, quickstartPath } from '../../../config/site';
import styles from './styles.module.css';

/**
 * Top band of the home page. It carries the page's only <h1>: the short name in an
 * outlined box, followed by the long name as a subtitle and two entry points into the docs:
 * the quickstart, and the introduction for readers who first want to know what MACI is.
 */
export default function HomepageHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>
          <span className={styles.shortName}>MACI</span>{' '}
          <span className={styles.tagline}>
            Minimal Anti-Collusion Infrastructure<span className={styles.dot}>.</span>
          </span>
        </h1>
        <p className={styles.lead}>
          Private, collusion-resistant voting on Ethereum, with results anyone can verify.
        </p>
        <div className={styles.actions}>
          <Link className={`${styles.action} ${styles.actionPrimary}`} to={quickstartPath}>
            Get started
          </Link>
          <Link
            className={`${styles.action} ${styles.actionSecondary}`}
            to={introductionPath['v1.x']}
          >
            What is MACI?
          </Link>
        </div>
      </div>
    </header>
  );
}
