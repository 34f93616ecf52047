import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGitHistory } from '../../config/git-history';
import { links, site } from '../../config/site';
import { twinPath } from '../../plugins/llms-txt/paths';
import { axeViolations, injectAxe } from '../support/axe';
import { workflowPage } from '../support/built-site';
import { repoRoot } from '../support/docs-files';
import { waitForHydration } from '../support/page-watch';

/*
 * The tools under docs pages and posts (src/components/PageActions): copy the Markdown twin,
 * view it, report a problem; and the "Last updated" date or, on generated pages, the package
 * release the page comes from.
 */
const post = {
  path: '/blog/maci-v1-2-0-release/',
  source: 'blog/2024-02-28-maci-v1-2-0-release/index.md',
};
const olderDocsPage = '/docs/v0.x/introduction/';
const generatedPages = [
  { path: '/docs/solidity-docs/MACI/', pkg: 'maci-contracts' },
  { path: '/docs/typedoc/core/classes/MaciState/', pkg: 'maci-core' },
  { path: '/docs/cli/', pkg: 'maci-cli' },
];

const tools = (page: Page) => page.locator('.page-tools');
const copyButton = (page: Page) =>
  tools(page).getByRole('button', { name: 'Copy page as Markdown' });

function installedVersion(pkg: string): string {
  const manifest = join(repoRoot, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The date of the last commit that changed a file, as the page's <time datetime>. */
function lastCommitDate(source: string): string {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', source], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  return new Date(Number(seconds) * 1000).toISOString();
}

/** Opens a page and waits until it has hydrated. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const path of [workflowPage.path, olderDocsPage, post.path]) {
    test(`${path}: copies exactly the twin, says so, and fetches nothing before the click`, async ({
      page,
      request,
    }) => {
      const twin = twinPath(path);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await open(page, path);
      await page.waitForTimeout(500);
      expect(requested.filter((p) => p === twin)).toEqual([]);

      const expected = await (await request.get(twin)).text();
      expect(expected.length).toBeGreaterThan(100);
      await copyButton(page).click();
      const status = tools(page).locator('[aria-live="polite"]');
      await expect(status).toHaveText('Copied');
      expect(requested.filter((p) => p === twin)).toHaveLength(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      // The confirmation goes after a few seconds.
      await expect(status).toHaveText('', { timeout: 6000 });
    });
  }

  test('the keyboard reaches and presses the copy button, with a visible focus ring', async ({
    page,
  }) => {
    await open(page, workflowPage.path);
    await copyButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(copyButton(page)).toBeFocused();
    const outline = await copyButton(page).evaluate((e) => getComputedStyle(e).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(tools(page).locator('[aria-live="polite"]')).toHaveText('Copied');
  });
});

test('a copy that fails says so visibly', async ({ page }) => {
  await page.route(`**${twinPath(workflowPage.path)}`, (route) => route.fulfill({ status: 503 }));
  await open(page, workflowPage.path);
  await copyButton(page).click();
  await expect(tools(page).locator('[aria-live="polite"]')).toHaveText(/^Copy failed/);
  await expect(tools(page).getByText(/^Copy failed/)).toBeVisible();
});

test('View as Markdown links to the twin, which answers 200', async ({ page, request }) => {
  for (const path of [workflowPage.path, olderDocsPage, post.path, generatedPages[0].path]) {
    await open(page, path);
    const link = tools(page).getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', twinPath(path));
    const response = await request.get(twinPath(path));
    expect(response.status(), path).toBe(200);
  }
});

test('Report a problem opens a new issue with the page title and address', async ({ page }) => {
  for (const path of [workflowPage.path, post.path]) {
    await open(page, path);
    const title = (await page.locator('article h1').first().textContent()) ?? '';
    const href = await tools(page)
      .getByRole('link', { name: 'Report a problem' })
      .getAttribute('href');
    const url = new URL(href ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${links.repository}/issues/new`);
    expect(url.searchParams.get('title')).toContain(title.trim());
    expect(url.searchParams.get('body')).toContain(`${site.url}${path}`);
    // Encoded by the page, not left for the browser to guess.
    expect(href).not.toMatch(/[ "\n]/);
  }
});

test.describe('last updated and generated pages', () => {
  const fullHistory = readGitHistory(repoRoot) === 'full';

  for (const { path, source } of [workflowPage, post]) {
    test(`${path} shows the date of its last commit`, async ({ page }) => {
      await open(page, path);
      const time = page.locator('.theme-last-updated time');
      if (!fullHistory) {
        // A shallow clone builds without dates (config/git-history.ts).
        await expect(page.locator('.theme-last-updated')).toHaveCount(0);
        return;
      }
      await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
      await expect(time).toHaveAttribute('datetime', lastCommitDate(source));
    });
  }

  for (const { path, pkg } of generatedPages) {
    test(`${path} names the ${pkg} release it comes from, and no date`, async ({ page }) => {
      await open(page, path);
      await expect(tools(page)).toContainText(`Generated from ${pkg} ${installedVersion(pkg)}`);
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
    });
  }

  test('a hand-written page names no package release', async ({ page }) => {
    await open(page, workflowPage.path);
    await expect(tools(page)).not.toContainText('Generated from');
  });
});

test('the tools pass axe in light and dark mode, with the confirmation shown', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const path of [workflowPage.path, post.path, generatedPages[0].path]) {
    await open(page, path);
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await copyButton(page).click();
    await expect(tools(page).locator('[aria-live="polite"]')).toHaveText('Copied');
    await injectAxe(page);
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      expect(
        await axeViolations(page, { include: [['.page-tools']] }, {}),
        `${path} ${mode}`,
      ).toEqual([]);
    }
  }
});

test('at 375 px the tools fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [workflowPage.path, post.path, generatedPages[1].path]) {
    await open(page, path);
    await page.route(`**${twinPath(path)}`, (route) => route.fulfill({ status: 503 }));
    await copyButton(page).click();
    await expect(tools(page).getByText(/^Copy failed/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
    for (const item of await tools(page).locator('button, a, p, [aria-live]').all()) {
      const box = await item.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, path).toBe(true);
    }
    await page.unrouteAll();
  }
});
