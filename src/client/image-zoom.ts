/**
 * Content images open in a zoom overlay on click (medium-zoom), with the settings the site
 * has always used, so returning readers find the zoom they know. The zoom attaches a moment after each route
 * change (attachDelayMs), and its code loads then, only on pages that have content images:
 * most pages have none, and no page needs it before it is usable.
 */
import type { ClientModule } from '@docusaurus/types';
import type { Zoom } from 'medium-zoom';

const zoomSelector = '.markdown img';
const attachDelayMs = 1000;
const background = { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' };

/** The overlay color for the current color mode. */
function overlayBackground(): string {
  return document.documentElement.dataset.theme === 'dark' ? background.dark : background.light;
}

let zoom: Zoom | undefined;
let attachTimer: ReturnType<typeof setTimeout> | undefined;

async function attach(): Promise<void> {
  zoom?.detach();
  zoom = undefined;
  if (!document.querySelector(zoomSelector)) return;
  const { default: mediumZoom } = await import('medium-zoom');
  zoom = mediumZoom(zoomSelector, { margin: 0, scrollOffset: 40, background: overlayBackground() });
}

function scheduleAttach(): void {
  clearTimeout(attachTimer);
  attachTimer = setTimeout(() => void attach(), attachDelayMs);
}

if (typeof window !== 'undefined') {
  new MutationObserver(() => zoom?.update({ background: overlayBackground() })).observe(
    document.documentElement,
    { attributes: true, attributeFilter: ['data-theme'] },
  );
}

const clientModule: ClientModule = {
  // Also called for the first page once the app has rendered it.
  onRouteDidUpdate() {
    scheduleAttach();
  },
};

export default clientModule;
