import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchPage } from '../support/page-watch';

/*
 * plugins/speed/long-pages: an article's blocks far below the first screen are drawn only near
 * the window (content-visibility: auto), and every block is drawn whenever the window is put
 * somewhere other than the top of the page.
 */

const specPage = '/docs/spec/';
const cliPage = '/docs/cli/';
/** A heading near the end of the specification. */
const deepHeading = '#appendix-constants-in-v125';
/** Paragraphs with inline code; the specification's last one is far down the page. */
const codeParagraphs = '.markdown > p:has(> code)';

/**
 * Is the article's last paragraph drawn? A skipped block itself keeps a box of its estimated
 * size; what it skips is its content, so the test asks about an element inside it.
 */
function lastParagraphDrawn(page: Page): Promise<boolean> {
  return page.evaluate((selector) => {
    const paragraphs = document.querySelectorAll(selector);
    const inside = paragraphs[paragraphs.length - 1]?.querySelector(':scope > code');
    if (!inside) throw new Error('no paragraph with code');
    return inside.checkVisibility({ contentVisibilityAuto: true });
  }, codeParagraphs);
}

/** The content-visibility of the article's blocks past the 24th that hold `selector`. */
function farBlocksHolding(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (inner) =>
      [...document.querySelectorAll('.markdown > *')]
        .slice(24)
        .filter((block) => block.matches(inner) || block.querySelector(inner))
        .map((block) => getComputedStyle(block).contentVisibility),
    selector,
  );
}

/** Records layout shifts from the start of the page, for layoutShifts(). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
  { width: 2560, height: 1440 },
]) {
  test(`at ${viewport.width} × ${viewport.height} a long page skips its far blocks and moves nothing while it loads`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await page.goto(specPage);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await lastParagraphDrawn(page)).toBe(false);
    // Fonts swapping in may nudge a formula by a fraction of a pixel; a block drawn late
    // in the first screen moved a heading by 0.008 to 0.037.
    expect((await layoutShifts(page)).reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);

    await page.locator('.markdown > p').last().scrollIntoViewIfNeeded();
    await expect.poll(() => lastParagraphDrawn(page)).toBe(true);
  });
}

test('a far block hides its overflow until it is drawn, then is marked and shows it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(specPage);
  await waitForHydration(page);
  const last = page.locator(codeParagraphs).last();
  const state = () =>
    last.evaluate((block) => ({
      drawn: block.hasAttribute('data-drawn'),
      overflow: getComputedStyle(block).overflow,
    }));
  expect(await lastParagraphDrawn(page)).toBe(false);
  expect(await state()).toEqual({ drawn: false, overflow: 'hidden' });
  await last.scrollIntoViewIfNeeded();
  await expect.poll(state).toEqual({ drawn: true, overflow: 'visible' });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('every block is drawn and hides nothing, since nothing would mark it drawn', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(specPage);
    const last = page.locator(codeParagraphs).last();
    expect(await lastParagraphDrawn(page)).toBe(true);
    expect(await last.evaluate((block) => getComputedStyle(block).overflow)).toBe('visible');
  });
});

test('an address with a hash draws every block and keeps its target at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const watch = watchPage(page);
  await page.goto(`${specPage}${deepHeading}`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await lastParagraphDrawn(page)).toBe(true);
  const top = await topOf(page, deepHeading);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(100);
  await page.waitForTimeout(500);
  expect(await topOf(page, deepHeading)).toBe(top);
  expect(watch.errors).toEqual([]);
});

test('a link to a section of the same page lands on it, and it stays there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(specPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Whether every block is to be drawn when the browser follows the link (after the click's
  // listeners): browsers without scroll anchoring would otherwise land off the target as
  // the blocks above it are drawn.
  await page.evaluate(() => {
    addEventListener('click', () => {
      document.body.dataset.drawAllAtClick = String(
        document.documentElement.hasAttribute('data-draw-all'),
      );
    });
  });
  await page.locator(`.table-of-contents a[href="${deepHeading}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${deepHeading}$`));
  await expect(page.locator('body')).toHaveAttribute('data-draw-all-at-click', 'true');
  await expect.poll(() => topOf(page, deepHeading)).toBeLessThan(100);
  const top = await topOf(page, deepHeading);
  expect(top).toBeGreaterThanOrEqual(0);
  await page.waitForTimeout(500);
  expect(await topOf(page, deepHeading)).toBe(top);
});

test('a reload after reading far down the page comes back to the same place', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(specPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Read down by wheel: every block passes the window and is drawn on the way.
  await page.mouse.move(200, 400);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(20000);
  const marker = await page.evaluate(() => {
    const heading = [...document.querySelectorAll('.markdown > h2, .markdown > h3')].find(
      (element) => element.getBoundingClientRect().top > 0,
    );
    if (!heading) throw new Error('no heading below the window top');
    return `[id="${heading.id}"]`;
  });
  const before = await topOf(page, marker);

  await page.reload();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => topOf(page, marker)).toBeCloseTo(before, 0);
});

test('a printout draws every block', async ({ page }) => {
  await page.goto(specPage);
  await waitForHydration(page);
  expect(await lastParagraphDrawn(page)).toBe(false);
  await page.emulateMedia({ media: 'print' });
  // The browser lifts the skipping with its next update of the page's style.
  await expect.poll(() => lastParagraphDrawn(page)).toBe(true);
});

test('far text, lists, tables and display formulas may be skipped, whatever made them', async ({
  page,
}) => {
  await page.goto(specPage);
  await waitForHydration(page);
  // The kinds of block the build marks as skippable (plugins/speed/long-pages/rehype.ts); a kind
  // that lost its class on the way to the page (through a component) would stay drawn.
  const kinds = await page.evaluate(() => {
    const found: Record<string, string[]> = {};
    for (const block of [...document.querySelectorAll('.markdown > *')].slice(24)) {
      if (block.querySelector('.glossary-term')) continue;
      const kind = block.querySelector(':scope > .katex-display') ? 'formula' : block.tagName;
      (found[kind] ??= []).push(getComputedStyle(block).contentVisibility);
    }
    return found;
  });
  for (const kind of ['P', 'UL', 'TABLE', 'formula']) {
    expect(kinds[kind]?.length, kind).toBeGreaterThan(0);
    expect(new Set(kinds[kind]), kind).toEqual(new Set(['auto']));
  }
});

test('far blocks with a glossary term are always drawn', async ({ page }) => {
  await page.goto(specPage);
  await waitForHydration(page);
  const withTerms = await farBlocksHolding(page, '.glossary-term');
  expect(withTerms.length).toBeGreaterThan(3);
  expect(new Set(withTerms)).toEqual(new Set(['visible']));
});

test('far code blocks are never skipped, and one too wide for the window has its word-wrap button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(cliPage);
  await waitForHydration(page);
  // Each measures its width as it mounts; a skipped one would be laid out on its own.
  const far = await farBlocksHolding(page, '.theme-code-block');
  expect(far.length).toBeGreaterThan(10);
  expect(new Set(far)).toEqual(new Set(['visible']));
  const wrap = 'Toggle word wrap';
  const blocks = page.locator('.markdown div[class*="codeBlockContainer"]');
  const last = blocks.last();
  await last.scrollIntoViewIfNeeded();
  const overflows = await last.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  expect(overflows, 'the last code block of the CLI page is wider than a phone').toBe(true);
  const button = last.getByRole('button', { name: wrap });
  await expect(button).toBeAttached();
  await last.hover();
  await button.click();
  await expect
    .poll(() => last.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth))
    .toBe(false);
  // Still there, to switch wrapping off again.
  await expect(button).toBeAttached();

  // Blocks that fit have no button.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/docs/quickstart/');
  await waitForHydration(page);
  const fitting = page.locator('.markdown pre').first();
  expect(await fitting.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  await expect(
    blocks.first().getByRole('button', { name: 'Copy code to clipboard' }),
  ).toBeAttached();
  await expect(blocks.first().getByRole('button', { name: wrap })).toHaveCount(0);
});
