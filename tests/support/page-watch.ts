import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { baseURL } from './server';

export interface PageWatch {
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Requests to any origin other than the test server. */
  foreignRequests: string[];
  /** Stops recording (for a page that outlives one test). */
  stop: () => void;
}

const ownOrigin = new URL(baseURL).origin;

/** Records console errors, page errors and requests that leave the site, for one page. */
export function watchPage(page: Page): PageWatch {
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
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
  };
  return { errors, foreignRequests, stop };
}

/** Resolves once React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}
