import { expect, test, type Browser, type Page } from '@playwright/test';
import { serveOriginalSite, type ServedSite } from '../support/original-site';
import { baseURL } from '../support/server';

/*
 * What every reader gets from Docusaurus without asking, checked on this site and on the
 * original site's build in the same run, both served by the same nginx configuration. A check
 * that fails here fails the test, unless this site differs on purpose: those differences are
 * listed below with their reasons. The original's result is attached to each test (and
 * printed), so that a check that neither site passes stands out. In a clone without the
 * original's build the checks run on this site alone.
 */

/** A long docs page and a long blog post that both sites have, at the same address. */
const longDoc = '/docs/cli/';
const longPost = '/blog/maci-1-0-technical-introduction/';
/** A docs page in the middle of both sites' sidebars. */
const middleDoc = '/docs/key-change/';

const widths = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;
type Width = keyof typeof widths;

interface ReadingCheck {
  name: string;
  widths: Width[];
  /** Throws (an expect) when the page does not behave. */
  run: (page: Page) => Promise<void>;
}

/** Checks that this site fails on purpose, with the reason and the behaviour it has instead. */
const deliberate: Record<string, string> = {
  'the navbar stays in view after a long scroll down':
    'the navbar hides while the reader scrolls down, to give the text the height of the ' +
    'screen, and comes back as soon as they scroll up (checked below)',
};

const hydrated = (page: Page) =>
  page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Scrolls with the mouse wheel over the text, as a reader does (scroll listeners see it). */
async function scrollTo(page: Page, y: number): Promise<void> {
  const size = page.viewportSize() ?? widths.desktop;
  await page.mouse.move(size.width / 2, size.height / 2);
  for (let step = 0; step < 60; step++) {
    const left = y - (await page.evaluate(() => window.scrollY));
    if (Math.abs(left) < 2) break;
    await page.mouse.wheel(0, Math.max(-400, Math.min(400, left)));
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
}

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
    });

/** The bottom edge of the navbar while it is in view, else 0. */
const navbarBottom = (page: Page) =>
  page.locator('.navbar').evaluate((navbar) => Math.max(0, navbar.getBoundingClientRect().bottom));

async function tocIds(page: Page, container: string): Promise<string[]> {
  return page
    .locator(`${container} a.table-of-contents__link`)
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent((link as HTMLAnchorElement).hash.slice(1))),
    );
}

/** The heading with this id is on screen and not under the navbar. */
async function expectHeadingInView(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => {
      const heading = await page.evaluate((target) => {
        const rect = document.getElementById(target)?.getBoundingClientRect();
        return rect ? { top: rect.top, height: window.innerHeight } : undefined;
      }, id);
      if (!heading) return `no element #${id}`;
      const below = await navbarBottom(page);
      if (heading.top < below - 1)
        return `#${id} at ${heading.top} px, under the navbar (${below} px)`;
      if (heading.top > heading.height - 40) return `#${id} at ${heading.top} px, below the window`;
      return 'in view';
    })
    .toBe('in view');
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

async function expectContentsColumnInView(page: Page, path: string, column: string) {
  await open(page, path);
  const height = await pageHeight(page);
  expect(height, `${path} is long enough to scroll`).toBeGreaterThan(4000);
  await scrollTo(page, Math.round(height / 2));
  const toc = await box(page, column);
  expect(toc.top, 'top of the contents column').toBeGreaterThanOrEqual(0);
  expect(toc.top, 'top of the contents column').toBeLessThan(toc.height / 2);
}

const checks: ReadingCheck[] = [
  {
    name: 'the navbar stays in view after a long scroll down',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, longDoc);
      await scrollTo(page, 6000);
      expect(await navbarBottom(page), 'bottom edge of the navbar').toBeGreaterThan(0);
    },
  },
  {
    name: 'the navbar is in view after a long scroll down and a short one up',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, longDoc);
      await scrollTo(page, 6000);
      await scrollTo(page, 5800);
      await expect.poll(() => navbarBottom(page), 'bottom edge of the navbar').toBeGreaterThan(40);
    },
  },
  {
    name: 'the docs sidebar stays in view after a long scroll',
    widths: ['desktop'],
    run: async (page) => {
      await open(page, longDoc);
      await scrollTo(page, 6000);
      const menu = await box(page, '.theme-doc-sidebar-container .theme-doc-sidebar-menu');
      expect(menu.top, 'top of the sidebar menu').toBeGreaterThanOrEqual(0);
      expect(menu.top, 'top of the sidebar menu').toBeLessThan(menu.height / 2);
    },
  },
  {
    name: 'the contents column of a docs page stays in view after a long scroll',
    widths: ['desktop'],
    run: (page) => expectContentsColumnInView(page, longDoc, '.theme-doc-toc-desktop'),
  },
  {
    name: 'the contents column of a blog post stays in view after a long scroll',
    widths: ['desktop'],
    run: (page) => expectContentsColumnInView(page, longPost, '.col--2 .table-of-contents'),
  },
  {
    name: 'the active heading in the contents column follows the scroll',
    widths: ['desktop'],
    run: async (page) => {
      await open(page, longDoc);
      const ids = await tocIds(page, '.theme-doc-toc-desktop');
      expect(ids.length, 'entries in the contents column').toBeGreaterThan(3);
      // Down the page, then back up: the highlight follows both ways.
      for (const id of [ids[2], ids[Math.floor(ids.length / 2)], ids[1]]) {
        const y = await page
          .locator(`[id="${id}"]`)
          .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
        await scrollTo(page, Math.max(0, y - 90));
        await expect
          .poll(() =>
            page
              .locator('.theme-doc-toc-desktop .table-of-contents__link--active')
              .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).hash)),
          )
          .toEqual([`#${encodeURIComponent(id)}`]);
      }
    },
  },
  {
    name: 'a #hash link in the contents lands with its heading below the navbar',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, longDoc);
      const phone = (page.viewportSize()?.width ?? 0) < 997;
      const container = phone ? '.theme-doc-toc-mobile' : '.theme-doc-toc-desktop';
      if (phone) await page.locator(`${container} button`).click();
      const links = page.locator(`${container} a.table-of-contents__link`);
      const link = links.nth(Math.min(4, (await links.count()) - 1));
      const id = decodeURIComponent(
        await link.evaluate((a) => (a as HTMLAnchorElement).hash.slice(1)),
      );
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id)}$`));
      await expectHeadingInView(page, id);
    },
  },
  {
    name: 'a direct load with a #hash lands with its heading below the navbar',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, longDoc);
      const ids = await page
        .locator('main article h2[id]')
        .evaluateAll((headings) => headings.map((heading) => heading.id));
      const id = ids[Math.min(4, ids.length - 1)];
      await page.goto('about:blank');
      await page.goto(`${longDoc}#${encodeURIComponent(id)}`);
      await hydrated(page);
      await page.waitForTimeout(500);
      await expectHeadingInView(page, id);
    },
  },
  {
    name: 'back-to-top appears when scrolling up and takes the reader to the top',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, longDoc);
      await scrollTo(page, 5000);
      await scrollTo(page, 4700);
      const button = page.getByRole('button', { name: 'Scroll back to top' });
      await expect
        .poll(() => button.evaluate((b) => getComputedStyle(b).visibility), 'its visibility')
        .toBe('visible');
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), 'scroll position').toBe(0);
    },
  },
  {
    name: 'previous and next links are present',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, middleDoc);
      await expect(page.locator('nav.pagination-nav a.pagination-nav__link--prev')).toHaveCount(1);
      await expect(page.locator('nav.pagination-nav a.pagination-nav__link--next')).toHaveCount(1);
    },
  },
  {
    name: "the copy button copies exactly the block's text",
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, longDoc);
      const block = page.locator('main .theme-code-block').first();
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      await block.getByRole('button', { name: /copy code/i }).click();
      // The lines as drawn, one .token-line each.
      const shown = await block
        .locator('.token-line')
        .evaluateAll((lines) => lines.map((line) => line.textContent ?? '').join('\n'));
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(shown.replace(/\n+$/, ''));
    },
  },
  {
    name: 'the color mode persists across reload and navigation',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, middleDoc);
      const phone = (page.viewportSize()?.width ?? 0) < 997;
      const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
      // The original's toggle has three states (light, dark, system): click until dark.
      for (let i = 0; i < 3 && (await theme()) !== 'dark'; i++) {
        if (phone) await page.locator('button.navbar__toggle').click();
        const scope = phone ? '.navbar-sidebar' : '.navbar';
        await page
          .locator(`${scope} button[aria-label^="Switch between dark and light mode"]`)
          .click();
        if (phone) await page.locator('.navbar-sidebar__close').click();
      }
      expect(await theme()).toBe('dark');
      await page.reload();
      await hydrated(page);
      expect(await theme(), 'after a reload').toBe('dark');
      await page.locator('a.pagination-nav__link--next').click();
      await expect(page).not.toHaveURL(new RegExp(`${middleDoc}$`));
      expect(await theme(), 'after a navigation').toBe('dark');
    },
  },
  {
    name: 'back and forward after a client-side navigation restore the scroll position',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, longDoc);
      await scrollTo(page, 3000);
      const before = await page.evaluate(() => window.scrollY);
      // A reader's click on a link, here one that is off screen (the next page).
      await page
        .locator('a.pagination-nav__link--next')
        .evaluate((a) => (a as HTMLElement).click());
      await expect(page).not.toHaveURL(new RegExp(`${longDoc}$`));
      await expect
        .poll(() => page.evaluate(() => window.scrollY), 'the new page at its top')
        .toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${longDoc}$`));
      await expect
        .poll(() => page.evaluate(() => window.scrollY), 'back: the old position')
        .toBeGreaterThan(before - 50);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);
      await page.goForward();
      await expect(page).not.toHaveURL(new RegExp(`${longDoc}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY), 'forward: the top').toBe(0);
    },
  },
  {
    name: 'the skip link is the first Tab stop',
    widths: ['desktop', 'phone'],
    run: async (page) => {
      await open(page, middleDoc);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    },
  },
  {
    name: 'Ctrl+K focuses the search box and Escape closes the suggestions',
    widths: ['desktop'],
    run: async (page) => {
      await open(page, middleDoc);
      await page.keyboard.press('Control+k');
      const input = page.locator('input.navbar__search-input');
      await expect(input).toBeFocused();
      await page.keyboard.type('poll');
      const suggestions = page.locator('[role=option]:visible');
      await expect(suggestions.first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(suggestions).toHaveCount(0);
    },
  },
  {
    name: 'the phone menu opens, shows the docs sidebar and closes after a choice',
    widths: ['phone'],
    run: async (page) => {
      await open(page, middleDoc);
      await page.locator('button.navbar__toggle').click();
      const panel = page.locator('.navbar-sidebar');
      await expect(panel).toBeVisible();
      // The docs sidebar, with the page being read marked.
      const sidebar = panel.locator('.theme-doc-sidebar-menu');
      await expect(sidebar.locator(`a.menu__link--active[href="${middleDoc}"]`)).toBeVisible();
      const other = sidebar
        .locator('a.menu__link[href^="/docs/"]:not(.menu__link--active)')
        .first();
      const href = (await other.getAttribute('href')) ?? '';
      await other.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      await expect(panel).toBeHidden();
    },
  },
];

/** Runs a check in a fresh context at the width, on one site; the error, or undefined. */
async function attempt(
  browser: Browser,
  site: string,
  width: Width,
  check: ReadingCheck,
): Promise<Error | undefined> {
  const context = await browser.newContext({ baseURL: site, viewport: widths[width] });
  const page = await context.newPage();
  try {
    await check.run(page);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    await context.close();
  }
}

// Each worker serves its own copy of the original's build.
let original: ServedSite | undefined;
test.beforeAll(async () => {
  original = await serveOriginalSite();
});
test.afterAll(async () => {
  await original?.stop();
});

for (const check of checks)
  for (const width of check.widths)
    test(`${check.name} (${width}, this site and the original)`, async ({ browser }) => {
      test.setTimeout(90_000);
      const theirs = original ? await attempt(browser, original.baseURL, width, check) : undefined;
      const originalResult = !original
        ? 'not available'
        : theirs
          ? `fails: ${theirs.message.split('\n')[0]}`
          : 'passes';
      test.info().annotations.push({ type: 'original site', description: originalResult });
      const ours = await attempt(browser, baseURL, width, check);
      if (!ours) return;
      const reason = deliberate[check.name];
      if (reason) {
        test.info().annotations.push({ type: 'deliberate difference', description: reason });
        return;
      }
      throw new Error(`This site fails (the original ${originalResult}):\n${ours.message}`);
    });

/*
 * This site's own addition: the contents column is a navigation landmark. Its wrapper draws no
 * box (so the column can stick); the browser's accessibility tree must still hold the landmark.
 */
for (const path of [longDoc, longPost])
  test(`the contents column of ${path} is a navigation landmark in the accessibility tree`, async ({
    page,
  }) => {
    await page.setViewportSize(widths.desktop);
    await open(page, path);
    const session = await page.context().newCDPSession(page);
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean }[];
    };
    const landmarks = nodes.filter(
      (node) =>
        !node.ignored && node.role?.value === 'navigation' && node.name?.value === 'On this page',
    );
    expect(landmarks).toHaveLength(1);
  });
