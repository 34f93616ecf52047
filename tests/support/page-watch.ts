import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { baseURL } from './server';

export interface PageWatch {
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /**
   * Content-Security-Policy violations: Chromium's console reports, and on a page prepared
   * with listenForCspViolations() the documents' securitypolicyviolation events.
   */
  cspViolations: string[];
  /** Requests to any origin other than the test server. */
  foreignRequests: string[];
  /** Stops recording (for a page that outlives one test). */
  stop: () => void;
}

const ownOrigin = new URL(baseURL).origin;

type Sink = (violation: string) => void;
const cspSinks = new WeakMap<Page, Set<Sink>>();

/**
 * Reports every securitypolicyviolation event of the page's documents, from the next
 * navigation on, to the page's watchers (watchPage). Call once per page, before goto.
 */
export async function listenForCspViolations(page: Page): Promise<void> {
  if (cspSinks.has(page)) return;
  const sinks = new Set<Sink>();
  cspSinks.set(page, sinks);
  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    for (const sink of sinks) sink(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ` +
          `${event.sourceFile || event.documentURI}:${event.lineNumber} (${event.disposition})`,
      );
    });
  });
}

/** Records console errors, page errors and requests that leave the site, for one page. */
export function watchPage(page: Page): PageWatch {
  const errors: string[] = [];
  const cspViolations: string[] = [];
  const foreignRequests: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    errors.push(message.text());
    if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
  };
  const onViolation: Sink = (violation) => cspViolations.push(violation);
  cspSinks.get(page)?.add(onViolation);
  const onPageError = (error: Error) => errors.push(error.message);
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== ownOrigin) foreignRequests.push(request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    cspSinks.get(page)?.delete(onViolation);
  };
  return { errors, cspViolations, foreignRequests, stop };
}

/** Resolves once React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Records the bodies of the scripts the page loads from now on; `stop()` ends the recording
 * and gives them. A response that outlives the page loses its body and counts as empty.
 */
export function recordScripts(page: Page): { stop: () => Promise<string[]> } {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.text().catch(() => ''));
    }
  };
  page.on('response', collect);
  return {
    stop: () => {
      page.off('response', collect);
      return Promise.all(bodies);
    },
  };
}
