import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

/*
 * plugins/runtime/stepwise-startup: the first uses of the browser's internationalization
 * data (./intl-warm-up.ts) come before React starts hydrating, on pages whose HTML has a
 * code block or a date, and not at all on pages with neither.
 */

/** Records, in order, the first date format, the first collation and the root's creation. */
async function recordStartup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    Object.assign(window, { startupEvents: events });
    const once = (name: string) => {
      if (!events.includes(name)) events.push(name);
    };
    const DateTimeFormat = Intl.DateTimeFormat;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      once('date format');
      return new DateTimeFormat(...args);
    } as typeof Intl.DateTimeFormat;
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (
      this: string,
      ...args: Parameters<string['localeCompare']>
    ) {
      once('collation');
      return localeCompare.apply(this, args);
    };
    let root: unknown;
    Object.defineProperty(window, 'docusaurusRoot', {
      configurable: true,
      get: () => root,
      set: (value) => {
        once('hydration');
        root = value;
      },
    });
  });
}

function startupEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { startupEvents: string[] }).startupEvents);
}

test('a page with code blocks and a date loads its date and collation data before hydrating', async ({
  page,
}) => {
  await recordStartup(page);
  await page.goto('/docs/spec/');
  await waitForHydration(page);
  expect((await startupEvents(page)).slice(0, 3)).toEqual([
    'date format',
    'collation',
    'hydration',
  ]);
});

test('a page with neither hydrates without loading them first', async ({ page }) => {
  await recordStartup(page);
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.locator('#__docusaurus').locator('pre, time').count()).toBe(0);
  expect((await startupEvents(page))[0]).toBe('hydration');
});
