import type { ComponentType, ReactNode, SVGProps } from 'react';
import headingStyles from '../section-heading.module.css';
import styles from './styles.module.css';

type IconProps = SVGProps<SVGSVGElement>;

/*
 * Icons are drawn with currentColor only, so each one takes the text color of its card
 * and follows the color mode without any script. The feature title next to each icon
 * carries the meaning, so the drawings are hidden from assistive technology.
 */

/** The frame every feature icon shares: a 96-unit square shown at 112 px, hidden from screen readers. */
function IconFrame({ children, ...props }: IconProps): ReactNode {
  return (
    <svg
      viewBox="0 0 96 96"
      width={112}
      height={112}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A strongbox: body, inset door, hinges, spoked handle wheel, bolt and feet. */
function VaultIcon(props: IconProps): ReactNode {
  return (
    <IconFrame {...props}>
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <rect x="12" y="12" width="72" height="64" rx="7" strokeWidth="4" />
        <rect x="21" y="20" width="54" height="48" rx="3" strokeWidth="2.5" />
        <circle cx="46" cy="44" r="10" strokeWidth="3" />
        <path d="M46 30v28M33.9 37l24.2 14M33.9 51l24.2-14" strokeWidth="2.5" />
      </g>
      <g fill="currentColor">
        <circle cx="46" cy="44" r="3.5" />
        <circle cx="46" cy="29" r="2.5" />
        <circle cx="46" cy="59" r="2.5" />
        <circle cx="33" cy="36.5" r="2.5" />
        <circle cx="59" cy="51.5" r="2.5" />
        <circle cx="33" cy="51.5" r="2.5" />
        <circle cx="59" cy="36.5" r="2.5" />
        <rect x="15" y="28" width="5" height="9" rx="1.5" />
        <rect x="15" y="51" width="5" height="9" rx="1.5" />
        <rect x="66" y="38" width="4" height="12" rx="2" />
        <rect x="20" y="76" width="11" height="6" rx="1.5" />
        <rect x="65" y="76" width="11" height="6" rx="1.5" />
      </g>
    </IconFrame>
  );
}

/** Two oval chain links running down to the right, with a padlock hanging from the lower one. */
function ChainLockIcon(props: IconProps): ReactNode {
  return (
    <IconFrame {...props}>
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <ellipse cx="26" cy="24" rx="17" ry="9" transform="rotate(40 26 24)" strokeWidth="5" />
        <ellipse cx="47" cy="42" rx="17" ry="9" transform="rotate(40 47 42)" strokeWidth="5" />
        <path d="M61 62v-6a8 8 0 0 1 16 0v6" strokeWidth="4.5" />
        <rect x="55" y="62" width="28" height="22" rx="4" strokeWidth="4" />
      </g>
      <g fill="currentColor">
        <circle cx="69" cy="71" r="3.5" />
        <rect x="67.5" y="72" width="3" height="7" rx="1.2" />
      </g>
    </IconFrame>
  );
}

/** A pie chart with one sixth of it pulled out towards the lower right. */
function PieSliceIcon(props: IconProps): ReactNode {
  return (
    <IconFrame {...props}>
      <g transform="translate(3 4)">
        <path
          d="M42 44 57 69.98A30 30 0 1 1 72 44Z"
          fill="currentColor"
          fillOpacity="0.14"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M48.93 48h30A30 30 0 0 1 63.93 73.98Z" fill="currentColor" />
        <path
          d="M42 14v30M42 44 16 59"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </g>
    </IconFrame>
  );
}

interface Feature {
  title: string;
  Icon: ComponentType<IconProps>;
  description: ReactNode;
}

const features: readonly Feature[] = [
  {
    title: 'Highly secure',
    Icon: VaultIcon,
    description: (
      <>
        The rules live in Ethereum smart contracts, which enforce correct execution: no vote can be
        faked, censored, counted twice or altered after the fact.
      </>
    ),
  },
  {
    title: 'Protects privacy',
    Icon: ChainLockIcon,
    description: (
      <>
        Every vote is encrypted before it reaches the chain, so a voter&apos;s choice stays private
        from sign-up to the final result.
      </>
    ),
  },
  {
    title: 'Powered by zk-SNARKs',
    Icon: PieSliceIcon,
    description: (
      <>
        Votes are counted off-chain, and zero-knowledge proofs of the count are posted on-chain and
        verified there: the total is provably right while each ballot stays hidden.
      </>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="homepage-features-heading">
      <div className="container">
        <h2 id="homepage-features-heading" className={headingStyles.sectionHeading}>
          Key features
        </h2>
        <ul className={styles.grid}>
          {features.map(({ title, Icon, description }) => (
            <li key={title} className={styles.card}>
              <Icon className={styles.icon} />
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
