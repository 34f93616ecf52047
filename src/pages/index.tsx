import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageHero from '@site/src/components/HomepageHero';
import HomepageIntro from '@site/src/components/HomepageIntro';
import HomepagePollSteps from '@site/src/components/HomepagePollSteps';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title={`Minimal Anti-Collusion Infrastructure (${siteConfig.title})`}
      description="MACI is an Ethereum voting system that keeps every ballot private, resists bribery and collusion, and proves the final tally with zk-SNARKs."
    >
      <HomepageHero />
      <main>
        <HomepageIntro />
        <HomepageFeatures />
        <HomepagePollSteps />
      </main>
    </Layout>
  );
}
