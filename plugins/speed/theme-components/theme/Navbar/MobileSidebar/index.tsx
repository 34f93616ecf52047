import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

// Its own chunk, fetched ahead (a prefetch, run only when wanted): the panel's components
// are used nowhere else.
const MobileSidebar = lazy(
  () => import(/* webpackPrefetch: true */ '@theme-init/Navbar/MobileSidebar'),
);

/** The theme's menu button (Navbar/MobileSidebar/Toggle). */
const toggleSelector = '.navbar__toggle';

/**
 * The navbar's menu panel for narrow windows, mounted when the reader is about to open it
 * rather than with the page. The theme mounts it, closed and out of sight, as soon as a
 * page has hydrated in a narrow window, with the docs sidebar inside it a second time: on
 * a phone that was a second render of every sidebar item, several times over, in the
 * tasks that follow hydration. A pointer pressed on the menu button, or focus reaching it,
 * mounts the panel before the click that opens it, so that it still slides in; from then
 * on it stays mounted. Its code is not in the entry bundle either.
 */
export default function MobileSidebarWhenWanted(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(toggleSelector)) {
        setWanted(true);
      }
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
  }, [wanted]);
  return wanted || shown ? (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  ) : null;
}
