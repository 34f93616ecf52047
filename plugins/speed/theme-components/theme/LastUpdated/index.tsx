import { useState, type ReactNode } from 'react';
import LastUpdated from '@theme-init/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type { WrapperProps } from '@docusaurus/types';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { firstPageRendered } from '../../../first-page';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * The "Last updated" line, kept as the server wrote it when React hydrates the page it
 * came with. The theme formats the date with `Intl.DateTimeFormat`, and the first such call
 * in a page loads the browser's date data: about 10 ms on a fast machine and four times that
 * on a slow phone, for a string the server's HTML already holds. For the page it hydrates,
 * this renders the line's own element with empty inner HTML, which React leaves as the
 * server made it; a page the browser renders itself (after a client-side navigation), or
 * new dates in the same place, get the theme's line.
 */
export default function LastUpdatedKeptFromServer(props: Props): ReactNode {
  const [hydrated] = useState<Props | undefined>(() =>
    typeof window !== 'undefined' && !firstPageRendered() ? props : undefined,
  );
  if (
    hydrated &&
    hydrated.lastUpdatedAt === props.lastUpdatedAt &&
    hydrated.lastUpdatedBy === props.lastUpdatedBy
  ) {
    return (
      <span
        className={ThemeClassNames.common.lastUpdated}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return <LastUpdated {...props} />;
}
