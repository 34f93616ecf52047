import { useContext, type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { MainAppendix, NeedsMainLandmark } from './main-landmark';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const needsMain = useContext(NeedsMainLandmark);
  const appendix = useContext(MainAppendix);
  if (!needsMain) return <Layout {...props}>{children}</Layout>;
  return (
    <Layout {...props}>
      <main>
        {children}
        {appendix}
      </main>
    </Layout>
  );
}
