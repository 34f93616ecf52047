/**
 * Copy of @docusaurus/core 3.10.2 lib/client/clientEntry.js (registered in
 * tests/support/upstream-copies.ts), which it replaces in the production client bundle. It
 * renders the same tree and hydrates the same way (in a transition, once the route's
 * chunks are loaded); it differs in when the bundle's modules run. Imported statically,
 * they would all run in the task that evaluates the bundle. Here each group runs in a task
 * of its own: the bundle's evaluation (window.docusaurus is set at once), then the route's
 * chunk requests, then React DOM, then the app and its client modules, then the first uses
 * of the browser's internationalization data that the page needs (./intl-warm-up.ts). Left out, as production
 * never uses them: hot module replacement and rendering again into an existing root.
 */
import React, { startTransition, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import preload from '@docusaurus/core/lib/client/preload';
import { nextTask } from '../next-task';
import { intlWarmUps, isNarrow } from './intl-warm-up';

function Router({ children }: { children: ReactNode }) {
  return siteConfig.future.experimental_router === 'hash' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}

async function start(container: HTMLElement): Promise<void> {
  // Requesting the route's chunks (a script element each) waits for the next task.
  await nextTask();
  const routeLoaded = preload(window.location.pathname);
  await nextTask();
  const { default: ReactDOM } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { default: App } = await import(
    /* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'
  );
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const page = { root: container, narrow: isNarrow(window.innerWidth) };
  for (const warmUp of intlWarmUps(siteConfig.i18n.defaultLocale, page)) {
    await nextTask();
    warmUp();
  }
  await routeLoaded;
  startTransition(() => {
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
    } else {
      const root = ReactDOM.createRoot(container, { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // At once: the home page's base URL check looks for it when the document has loaded.
  window.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus');
  if (container) void start(container);
}
