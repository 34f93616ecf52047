/**
 * Stands in for @docusaurus/core's ClientLifecyclesDispatcher where PendingNavigation
 * imports it, in the Preact client bundle. Docusaurus scrolls to the new URL's hash and
 * calls the client modules' onRouteDidUpdate in a layout effect of that component, which
 * with React runs once the new page is in the document. Preact updates the page in a later
 * render (the routes read the location from a context, and Preact re-renders context
 * readers after the render that changed the value), so the hash target did not exist yet.
 * This passes the new location on to the original dispatcher only after the renders under
 * way have finished: a microtask after the layout effect that sees it.
 */
import React, { useLayoutEffect, useState, type ReactElement } from 'react';
import type { Location } from 'history';
import ClientLifecyclesDispatcher, {
  dispatchLifecycleAction,
} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher';

export { dispatchLifecycleAction };

interface Props {
  children: ReactElement;
  location: Location;
  previousLocation: Location | null;
}

export default function AfterRenderLifecyclesDispatcher({
  children,
  location,
  previousLocation,
}: Props) {
  const [settled, setSettled] = useState({ location, previousLocation });
  useLayoutEffect(() => {
    if (settled.location === location) return;
    queueMicrotask(() => setSettled({ location, previousLocation }));
  }, [location, previousLocation, settled.location]);
  return (
    <ClientLifecyclesDispatcher
      location={settled.location}
      previousLocation={settled.previousLocation}
    >
      {children}
    </ClientLifecyclesDispatcher>
  );
}
