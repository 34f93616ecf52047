import { useContext, type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { NeedsMainLandmark } from './main-landmark';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const needsMain = useContext(NeedsMainLandmark);
  return <Layout {...props}>{needsMain ? <main>{children}</main> : children}</Layout>;
}
