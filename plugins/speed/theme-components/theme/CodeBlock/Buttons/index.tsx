import { startTransition, useEffect, useState, type ReactNode } from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ButtonsType>;

/**
 * The theme's copy and word-wrap buttons, mounted in a transition once the page has
 * hydrated. The theme renders them only in the browser (none are in the server's HTML), so
 * every code block used to draw its buttons in one render right after hydration, a task
 * that could not be split; a transition lets React draw them in slices.
 */
export default function ButtonsWrapper(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted ? <Buttons {...props} /> : null;
}
