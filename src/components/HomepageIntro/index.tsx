import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** "What is MACI?": a two-paragraph summary for first-time visitors. */
export default function HomepageIntro(): ReactNode {
  return (
    <section className={styles.intro} aria-labelledby="what-is-maci">
      <div className={`container ${styles.inner}`}>
        <h2 id="what-is-maci" className={styles.heading}>
          What is MACI?
        </h2>
        <div className={styles.body}>
          <p>
            MACI, short for Minimal Anti-Collusion Infrastructure, is a system for casting votes
            on-chain in private.
          </p>
          <p>
            It is the MACI team&apos;s attempt to build the most secure electronic voting solution
            there is. By combining Ethereum smart contracts, encryption and zero-knowledge proofs,
            it makes on-chain votes far harder to corrupt through bribery or collusion. Four
            guarantees come out of that combination: censorship resistance, correct execution,
            privacy and receipt-free voting. Receipt-free means the result is open for all to see,
            while nobody on the outside can check how an individual voter chose. MACI fits best
            where a lot is at stake, such as governance decisions and funding rounds, because there
            a fair and transparent outcome depends on keeping collusion out.
          </p>
        </div>
      </div>
    </section>
  );
}
