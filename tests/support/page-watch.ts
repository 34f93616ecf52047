import type { Page } from '@playwright/test';
import { baseURL } from './server';

export interface PageWatch {
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Requests to any origin other than the test server. */
  foreignRequests: string[];
}

const ownOrigin = new URL(baseURL).origin;

/** Records console errors, page errors and requests that leave the site, for one page. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { errors: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== ownOrigin) watch.foreignRequests.push(request.url());
  });
  return watch;
}

/** Resolves once React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}
