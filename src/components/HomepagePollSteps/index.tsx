import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import headingStyles from '../section-heading.module.css';
import styles from './styles.module.css';

interface Step {
  name: string;
  text: string;
}

const steps: readonly Step[] = [
  {
    name: 'Sign up',
    text: 'A voter registers a MACI public key with the MACI contract.',
  },
  {
    name: 'Vote',
    text: 'While the poll is open, the voter signs a vote, encrypts it and publishes it to the Poll contract.',
  },
  {
    name: 'Process',
    text: 'After the deadline the coordinator decrypts and processes the messages off-chain in batches, proving each batch to the contracts.',
  },
  {
    name: 'Tally',
    text: 'The coordinator counts the votes and posts proofs of the count; the contracts verify them and the result becomes public.',
  },
];

/** A four-step strip showing the life of a poll, with a link to the full workflow page. */
export default function HomepagePollSteps(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="how-a-poll-works">
      <div className="container">
        <h2 id="how-a-poll-works" className={headingStyles.sectionHeading}>
          How a poll works
        </h2>
        <ol className={styles.steps}>
          {steps.map(({ name, text }, index) => (
            <li key={name} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.name}>{name}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ol>
        <p className={styles.more}>
          <Link to="/docs/workflow/">Follow a poll from start to finish in the workflow guide</Link>
        </p>
      </div>
    </section>
  );
}
