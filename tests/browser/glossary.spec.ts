import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, injectAxe } from '../support/axe';
import { waitForHydration, watchPage } from '../support/page-watch';
import { searchPageResults } from '../support/search-page';

/*
 * The glossary (versioned_docs/version-v1.x/glossary.md) and its terms marked on the other
 * v1.x pages (plugins/glossary-terms, src/css/glossary-terms.css, src/client/glossary-terms.ts).
 */

test.use({ viewport: { width: 1280, height: 900 } });

const markedPage = '/docs/key-change/';
const terms = '.markdown .glossary-term';

/** The first paragraph with a marked term, that term, its word and its tooltip. */
async function firstTerm(
  page: Page,
): Promise<{ paragraph: Locator; term: Locator; word: Locator; tip: Locator }> {
  const paragraph = page.locator('.markdown > p:has(.glossary-term)').first();
  const term = paragraph.locator('.glossary-term').first();
  const word = term.locator('[tabindex="0"]');
  const id = await word.getAttribute('aria-describedby');
  expect(id).toMatch(/^glossary-tip-/);
  return { paragraph, term, word, tip: page.locator(`[role="tooltip"][id="${id}"]`) };
}

/** An `id` attribute with this value (a heading slug: letters, digits and hyphens). */
const idAttribute = (id: string): RegExp => new RegExp(`\\sid=(?:"${id}"|${id}[\\s>])`);

test('the glossary is in the Concepts group, with at least 30 terms each linking to an existing explanation', async ({
  page,
  request,
}) => {
  await page.goto('/docs/glossary/');
  const concepts = page.locator('.theme-doc-sidebar-menu > li').filter({
    has: page.locator(':scope > div', { hasText: /^Concepts$/ }),
  });
  await expect(concepts.getByRole('link', { name: 'Glossary', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const sections = await page.locator('.markdown h3').evaluateAll((headings) =>
    headings.map((h) => {
      const links: string[] = [];
      for (
        let n = h.nextElementSibling;
        n && !/^H[1-6]$/.test(n.tagName);
        n = n.nextElementSibling
      ) {
        links.push(...[...n.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''));
      }
      return { term: h.textContent ?? '', links };
    }),
  );
  expect(sections.length).toBeGreaterThanOrEqual(30);
  const pages = new Map<string, string>();
  for (const { term, links } of sections) {
    expect(links.length, term).toBeGreaterThan(0);
    for (const link of links) {
      const [path = '', anchor] = link.split('#');
      expect(path, `${term}: ${link}`).toMatch(/^\/docs\/[\w/-]+\/$/);
      if (!pages.has(path)) {
        const response = await request.get(path);
        expect(response.status(), `${term}: ${link}`).toBe(200);
        pages.set(path, await response.text());
      }
      // The minified HTML leaves an attribute value unquoted when it can.
      if (anchor) expect(pages.get(path), `${term}: ${link}`).toMatch(idAttribute(anchor));
    }
  }
  // The glossary itself has no marks.
  await expect(page.locator(terms)).toHaveCount(0);
});

test('a term shows its definition on hover, and Escape hides it', async ({ page }) => {
  await page.goto(markedPage);
  await waitForHydration(page);
  const { word, tip } = await firstTerm(page);
  await expect(tip).toBeHidden();
  await word.hover();
  await expect(tip).toBeVisible();
  expect((await tip.textContent())?.length).toBeGreaterThan(20);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  // It shows again once the pointer has left and come back.
  await page.mouse.move(5, 500);
  await word.hover();
  await expect(tip).toBeVisible();
});

test('a term reached with Tab shows its definition and is described by it', async ({ page }) => {
  await page.goto(markedPage);
  await waitForHydration(page);
  const { paragraph, word, tip } = await firstTerm(page);
  // Start sequential navigation at the paragraph's beginning: the next Tab reaches the term
  // (the opening paragraph has no link before its first term).
  await paragraph.click({ position: { x: 1, y: 2 } });
  await page.keyboard.press('Tab');
  await expect(word).toBeFocused();
  await expect(tip).toBeVisible();
  const description = await word.evaluate(
    (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
  );
  expect(description).toBe(await tip.textContent());
  await expect(tip).toHaveAttribute('role', 'tooltip');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(word).toBeFocused();
});

test('showing a definition moves nothing on the page', async ({ page }) => {
  await page.goto(markedPage);
  await waitForHydration(page);
  const { term, word, tip } = await firstTerm(page);
  const next = page.locator('.markdown > *').filter({ hasNot: term }).nth(3);
  const before = { box: await next.boundingBox(), term: await term.boundingBox() };
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await word.hover();
  await expect(tip).toBeVisible();
  expect(await next.boundingBox()).toEqual(before.box);
  expect(await term.boundingBox()).toEqual(before.term);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
});

test.describe('touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('at 375 px a tap shows a definition inside the window', async ({ page }) => {
    await page.goto(markedPage);
    await waitForHydration(page);
    // Every term, wherever it stands in its line, keeps its tooltip inside the window.
    const count = await page.locator(terms).count();
    for (let i = 0; i < Math.min(count, 8); i++) {
      const term = page.locator(terms).nth(i);
      const tip = term.locator('[role="tooltip"]');
      await term.locator('[tabindex="0"]').tap();
      await expect(tip).toBeVisible();
      const box = await tip.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= 375,
        `term ${i}: ${JSON.stringify(box)}`,
      ).toBe(true);
      // A tap elsewhere hides it (an open tooltip may cover the next term).
      await page.locator('.markdown h1').tap();
      await expect(tip).toBeHidden();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test('terms in headings, code and links are not marked, and each term once a page', async ({
  page,
}) => {
  await page.goto('/docs/spec/');
  // "Ballot" is a glossary term, and a heading of this page.
  await expect(page.locator('.markdown h3', { hasText: 'Ballot' }).first()).toBeVisible();
  await expect(
    page.locator('.markdown :is(h1, h2, h3, h4, h5, h6, code, pre, a) .glossary-term'),
  ).toHaveCount(0);
  const ids = await page
    .locator(`${terms} [role="tooltip"]`)
    .evaluateAll((tips) => tips.map((t) => t.id));
  expect(ids.length).toBeGreaterThan(20);
  expect(new Set(ids).size).toBe(ids.length);
  // v0.x pages are not marked.
  await page.goto('/docs/v0.x/introduction/');
  await expect(page.locator('.markdown')).toContainText(/coordinator/i);
  await expect(page.locator(terms)).toHaveCount(0);
});

test('a marked page hydrates without an error, keeps its definitions, and its scripts hold none', async ({
  page,
}) => {
  const watch = watchPage(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().catch(() => ''));
  });
  // The specification marks terms in paragraphs, list items and tables.
  await page.goto('/docs/spec/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const tip = page.locator('[role="tooltip"][id="glossary-tip-blank-state-leaf"]');
  await expect(tip).toHaveText(/harmless target/, { useInnerText: false });
  // Client-side updates after hydration (for example the mobile layout's) keep them too.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(500);
  await expect(tip).toHaveText(/harmless target/, { useInnerText: false });
  const empty = await page.locator('.glossary-tip:empty').count();
  expect(empty, 'tooltips left empty').toBe(0);
  expect(watch.errors).toEqual([]);
  for (const body of await Promise.all(scripts)) expect(body).not.toContain('harmless target');
  watch.stop();
});

test('after a client-side navigation the tooltips hold their definitions', async ({ page }) => {
  await page.goto('/docs/glossary/');
  await waitForHydration(page);
  await page.locator('.markdown a[href^="/docs/key-change/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/key-change\//);
  const { word, tip } = await firstTerm(page);
  await word.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(/\w{4,}/);
});

test('search finds a phrase of a definition on the glossary page only', async ({
  page,
  request,
}) => {
  // "harmless" occurs in the definition of "Blank state leaf" and in no page's own text; the
  // specification carries that definition in a tooltip.
  const spec = await (await request.get('/docs/spec/')).text();
  expect(spec).toMatch(/id="?glossary-tip-blank-state-leaf[^>]*>[^<]*harmless/);
  const results = await searchPageResults(page, 'harmless');
  expect(results.length).toBeGreaterThan(0);
  expect(new Set(results.map((href) => href.split('#')[0]))).toEqual(new Set(['/docs/glossary/']));
});

test('a page with a definition shown passes axe in light and dark mode', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(markedPage);
  await waitForHydration(page);
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await injectAxe(page);
  const { word, tip } = await firstTerm(page);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    await word.hover();
    await expect(tip).toBeVisible();
    const violations = await axeViolations(
      page,
      { include: [['main']], exclude: [['.katex-html']] },
      mode === 'dark' ? { runOnly: { type: 'rule', values: ['color-contrast'] } } : {},
    );
    expect(violations, `axe violations in ${mode} mode`).toEqual([]);
  }
});
