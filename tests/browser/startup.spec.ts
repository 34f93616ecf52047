import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

/*
 * plugins/speed/stepwise-startup: the first uses of the browser's internationalization
 * data (./intl-warm-up.ts) come before React starts hydrating, on pages whose theme code
 * needs them (code blocks, blog dates, the docs sidebar in a narrow window), and not at all
 * on pages without. The "Last updated" line keeps the server's date (plugins/speed/theme-components/theme/LastUpdated).
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

/** The events of a load of `path`, once the page has hydrated and gone quiet. */
async function eventsOfLoad(page: Page, path: string): Promise<string[]> {
  await recordStartup(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return startupEvents(page);
}

test('a docs page with code blocks loads collation data before hydrating, and formats no date', async ({
  page,
}) => {
  const events = await eventsOfLoad(page, '/docs/spec/');
  expect(events).toEqual(['collation', 'hydration']);
  // Its "Last updated" line is the server's.
  const line = page.locator('.theme-last-updated');
  if ((await line.count()) > 0) await expect(line).toContainText(/Last updated on \w+ \d+, \d{4}/);
});

test('a blog post loads its date data before hydrating', async ({ page }) => {
  const events = await eventsOfLoad(page, '/blog/maci-v1-2-0-release/');
  expect(events[0]).toBe('date format');
  expect(events.indexOf('date format')).toBeLessThan(events.indexOf('hydration'));
});

test('in a narrow window a docs page loads collation data for its sidebar in the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const events = await eventsOfLoad(page, '/docs/introduction/');
  expect(await page.locator('.markdown pre').count()).toBe(0);
  expect(events.slice(0, 2)).toEqual(['collation', 'hydration']);
  expect(events).not.toContain('date format');
});

test('a page the browser renders after a link gets the theme\'s "Last updated" line', async ({
  page,
}) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const line = page.locator('.theme-last-updated');
  test.skip((await line.count()) === 0, 'a shallow clone builds without dates');
  const served = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    return /<time datetime=([^ >]+)[^>]*>([^<]+)<\/time>/.exec(html)?.slice(1, 3);
  };
  const [, introDate] = (await served('/docs/introduction/')) ?? [];
  await expect(line.locator('time')).toHaveText(introDate ?? '');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(/introduction/);
  const [datetime, date] = (await served(new URL(page.url()).pathname)) ?? [];
  await expect(line.locator('time')).toHaveAttribute('datetime', datetime ?? '');
  await expect(line.locator('time')).toHaveText(date ?? '');
});

test('a page with neither hydrates without loading them first', async ({ page }) => {
  await recordStartup(page);
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.locator('#__docusaurus').locator('pre, time').count()).toBe(0);
  expect((await startupEvents(page))[0]).toBe('hydration');
});
