/**
 * `react-dom/client` for the client entry tests: records the root each entry creates
 * instead of rendering into a document.
 */
import type { ReactNode } from 'react';
import type { RootOptions, HydrationOptions } from 'react-dom/client';

export interface RootCall {
  method: 'createRoot' | 'hydrateRoot';
  container: unknown;
  app?: ReactNode;
  options?: RootOptions | HydrationOptions;
}

export const rootCalls: RootCall[] = [];

function root(call: RootCall) {
  return {
    render(app: ReactNode) {
      call.app = app;
    },
    unmount() {},
  };
}

export function createRoot(container: unknown, options?: RootOptions) {
  const call: RootCall = { method: 'createRoot', container, options };
  rootCalls.push(call);
  return root(call);
}

export function hydrateRoot(container: unknown, app: ReactNode, options?: HydrationOptions) {
  const call: RootCall = { method: 'hydrateRoot', container, app, options };
  rootCalls.push(call);
  return root(call);
}

export default { createRoot, hydrateRoot };
