import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contentChunk, introductionPage } from '../support/built-site';
import { recordScripts, waitForHydration, watchPage } from '../support/page-watch';
import { buildDir } from '../support/sitemap';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The chunk of the highlighted code block (Prism and the copy button): found by its label and
 * Prism's tokenizer (the error list's component has a copy button of its own, without Prism).
 */
function codeBlockChunk(): string {
  const dir = join(buildDir, 'assets', 'js');
  const files = readdirSync(dir).filter((file) => {
    if (!file.endsWith('.js')) return false;
    const text = readFileSync(join(dir, file), 'utf8');
    return text.includes('Copy code to clipboard') && text.includes('tokenize');
  });
  expect(files, 'one chunk holds the code block').toHaveLength(1);
  return `/assets/js/${files[0]}`;
}

const cliPage = '/docs/cli/';

test('a page without code never loads the highlighter; a page with code does', async ({ page }) => {
  const chunk = codeBlockChunk();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto(introductionPage.path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('pre').count()).toBe(0);
  expect(requested).not.toContain(chunk);

  await page.goto(cliPage);
  await waitForHydration(page);
  await expect.poll(() => requested.includes(chunk)).toBe(true);
});

test('code blocks arrive highlighted and their copy button works after hydration', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const watch = watchPage(page);
  await page.goto(cliPage);
  const block = page.locator('article div[class*="codeBlockContainer"]').first();
  // Highlighted in the static HTML already.
  await expect(block.locator('.token').first()).toBeAttached();
  await waitForHydration(page);

  // innerText shows each highlighted line as its own block; compare the non-empty lines.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const code = lines(await block.locator('pre code').innerText());
  await block.hover();
  const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
  await copy.click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(code);
  expect(watch.errors).toEqual([]);
});

test('after a client-side navigation from a page without code, code is highlighted', async ({
  page,
}) => {
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  await page.locator('nav.menu').getByRole('link', { name: 'Command-line interface' }).click();
  await expect(page).toHaveURL(new RegExp(`${cliPage}$`));
  await expect(page.locator('article pre .token').first()).toBeVisible();

  // Rendered in the browser, the lines are the markup the server wrote for the page (style
  // attributes compared as the browser reads them: React sets styles property by property).
  const served = await (await page.request.get(cliPage)).text();
  const [rendered, fromServer] = await page.evaluate((html) => {
    const lines = (root: ParentNode) => {
      const code = root.querySelector('article pre code')?.cloneNode(true) as Element | undefined;
      code?.querySelectorAll<HTMLElement>('[style]').forEach((element) => {
        element.setAttribute('style', element.style.cssText);
      });
      return code?.innerHTML;
    };
    return [lines(document), lines(new DOMParser().parseFromString(html, 'text/html'))];
  }, served);
  expect(rendered).toBeTruthy();
  expect(rendered).toBe(fromServer);
});

test('links in view still prefetch their page once the page is idle', async ({ page }) => {
  const chunk = contentChunk('versioned_docs/version-v1.x/quickstart.md');
  await page.goto(introductionPage.path);
  await waitForHydration(page);
  // The sidebar shows the quickstart's link near the top, so its content chunk gets a
  // prefetch hint.
  await expect(page.locator(`head link[rel="prefetch"][href="${chunk}"]`)).toBeAttached();
});

test('hydration keeps the server-rendered code blocks, in the colors of the color mode', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    // Once parsed and before any script runs: remember the server's first code block.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, { serverCodeBlock: document.querySelector('article pre') });
    });
  });
  await page.goto(cliPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const server = (window as { serverCodeBlock?: Element }).serverCodeBlock;
    return Boolean(server?.isConnected) && server === document.querySelector('article pre');
  });
  expect(kept, 'the first code block is the server-rendered element').toBe(true);

  const command = page.locator('article pre .token.function').first();
  // --maci-code-function in dark mode (src/css/code-colors.css), then in light mode.
  await expect(command).toHaveCSS('color', 'rgb(210, 168, 255)');
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  await expect(command).toHaveCSS('color', 'rgb(102, 57, 186)');
});

test('each page brings the grammars of its own code blocks and no others', async ({ context }) => {
  /** The Prism grammars defined by the scripts a page runs, in a page of its own. */
  async function grammarsOf(path: string): Promise<string[]> {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const text = (await scripts.stop()).join('\n');
    if (path === '/docs/spec/') {
      await expect(
        page.locator('article pre.language-solidity .token.keyword').first(),
      ).toBeVisible();
    }
    await page.close();
    const grammars = ['bash', 'json', 'solidity', 'typescript', 'yaml'];
    return grammars.filter((name) => text.includes(`languages.${name}=`));
  }
  // The CLI reference shows shell commands only; the specification shows Solidity.
  expect(await grammarsOf(cliPage)).toEqual(['bash']);
  expect(await grammarsOf('/docs/spec/')).toEqual(['solidity']);
});

test('code blocks measure their width only in ResizeObserver callbacks, which force no layout', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Each read of a code block's scrollWidth, and whether a ResizeObserver callback made it.
    const reads: boolean[] = [];
    let inObserver = 0;
    const Native = window.ResizeObserver;
    window.ResizeObserver = class extends Native {
      constructor(callback: ResizeObserverCallback) {
        super((entries, observer) => {
          inObserver += 1;
          try {
            callback(entries, observer);
          } finally {
            inObserver -= 1;
          }
        });
      }
    };
    const width = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
    Object.defineProperty(Element.prototype, 'scrollWidth', {
      ...width,
      get(this: Element) {
        if (this.matches('.theme-code-block pre')) reads.push(inObserver > 0);
        return width?.get?.call(this) as number;
      },
    });
    Object.assign(window, { codeBlockReads: reads });
  });
  // The specification: long, with code blocks among formulas and far blocks skipped.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/docs/spec/');
  await waitForHydration(page);
  // Buttons are drawn in a transition after hydration, when the blocks have measured.
  await expect(page.locator('article div[class*="buttonGroup"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const reads = await page.evaluate(
    () => (window as { codeBlockReads?: boolean[] }).codeBlockReads,
  );
  expect(reads?.length, 'the blocks in view have measured').toBeGreaterThan(0);
  expect(new Set(reads)).toEqual(new Set([true]));
});
