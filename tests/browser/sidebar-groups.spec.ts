import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { referencePaths } from '../../config/reference';
import { docsRouteBasePath, docsVersions, quickstartPath } from '../../config/site';
import { markdownFiles, repoRoot } from '../support/docs-files';
import { waitForHydration } from '../support/page-watch';

/*
 * The v1.x sidebar is a reader's path in groups (versioned_sidebars/): the built pages show
 * the groups in order, each page of the version in exactly one of them, and the previous/next
 * links walk the same path. Read from the rendered HTML, not from the sidebar file alone.
 */
test.use({ viewport: { width: 1280, height: 900 } });

interface SidebarItem {
  type: string;
  label?: string;
  id?: string;
  link?: { type: string; id?: string };
  items?: SidebarItem[];
}
const source = JSON.parse(
  readFileSync(
    join(repoRoot, 'versioned_sidebars', `version-${docsVersions.latest}-sidebars.json`),
    'utf8',
  ),
) as { mySidebar: SidebarItem[] };

const route = (id: string): string =>
  `/${docsRouteBasePath}/${id.replace(/(^|\/)index$/, '')}/`.replace(/\/+$/, '/');
/** The link an item of the sidebar file shows: a doc, or a category's own page. */
const itemRoute = (item: SidebarItem | string): string | undefined => {
  if (typeof item === 'string') return route(item);
  if (item.type === 'doc' && item.id) return route(item.id);
  if (item.link?.type === 'doc' && item.link.id) return route(item.link.id);
  return undefined;
};

/** The top-level groups of the rendered docs sidebar: label and the links directly inside. */
async function renderedGroups(page: Page): Promise<{ label: string; links: string[] }[]> {
  return page.locator('nav[aria-label="Docs sidebar"] > ul > li').evaluateAll((items) =>
    items.map((li) => ({
      label: li.querySelector(':scope > div > .menu__link')?.textContent?.trim() ?? '',
      links: [...li.querySelectorAll(':scope > ul > li')].map(
        (child) =>
          child
            .querySelector(':scope > .menu__link, :scope > div > .menu__link')
            ?.getAttribute('href') ?? '',
      ),
    })),
  );
}

const v1Root = join(repoRoot, 'versioned_docs', `version-${docsVersions.latest}`);
/** Hand-written v1.x pages, as routes (the generated references have their own category). */
const handWritten = markdownFiles(v1Root).map((file) =>
  route(relative(v1Root, file).replace(/\.mdx?$/, '')),
);

test('the v1.x sidebar shows the five groups in order, with their pages in order', async ({
  page,
}) => {
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  const groups = await renderedGroups(page);
  expect(groups.map((g) => g.label)).toEqual([
    'Get started',
    'Concepts',
    'Guides',
    'Reference',
    'Project',
  ]);
  expect(groups).toEqual(
    source.mySidebar.map((group) => ({
      label: group.label,
      links: (group.items ?? []).map((item) => itemRoute(item)),
    })),
  );
  const inGroup = (label: string) => groups.find((g) => g.label === label)?.links ?? [];
  expect(inGroup('Get started')).toEqual([
    '/docs/introduction/',
    '/docs/quickstart/',
    '/docs/quickstart-proofs/',
    '/docs/installation/',
  ]);
  expect(inGroup('Guides')).toContain('/docs/running-a-poll/');
  expect(inGroup('Reference')).toEqual(
    expect.arrayContaining([referencePaths.solidity, referencePaths.typescript]),
  );

  // Every hand-written page is in exactly one group (contributing's pages sit in its category).
  const listed = groups.flatMap((g) => g.links);
  expect(listed.filter((link, i) => listed.indexOf(link) !== i)).toEqual([]);
  const unlisted = handWritten.filter(
    (r) => !listed.includes(r) && !r.startsWith('/docs/contributing/'),
  );
  expect(unlisted).toEqual([]);
  expect(listed).toContain('/docs/contributing/');
});

test('previous and next links walk the sidebar path, group after group', async ({ request }) => {
  // From the introduction to the last hand-written reference page, then on into the
  // contract reference; its next link is the reference's own page.
  const path: string[] = [];
  let current: string | undefined = '/docs/introduction/';
  while (current && path.length < 40) {
    path.push(current);
    if (current === referencePaths.solidity) break;
    const html = await (await request.get(current)).text();
    current = /class="pagination-nav__link pagination-nav__link--next" href=([^\s>]+)/.exec(
      html,
    )?.[1];
  }
  const expected = source.mySidebar
    .flatMap((group) => group.items ?? [])
    .map((item) => itemRoute(item))
    .filter((r): r is string => Boolean(r));
  expect(path).toEqual(expected.slice(0, expected.indexOf(referencePaths.solidity) + 1));

  // The first page of the path has no previous page; the Project group's first page leads
  // back to the last hand-written reference page, past the generated ones.
  const intro = await (await request.get('/docs/introduction/')).text();
  expect(intro).not.toContain('pagination-nav__link--prev');
  const versioning = await (await request.get('/docs/versioning/')).text();
  expect(versioning).toMatch(/pagination-nav__link--prev" href=\/docs\/circuits\//);
});

test("the home page's Get started opens the quickstart, the first step after the introduction", async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Get started', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${quickstartPath}$`));
  const firstGroup = source.mySidebar[0].items ?? [];
  expect(itemRoute(firstGroup[1])).toBe(quickstartPath);
});

test('the v0.x sidebar keeps its flat list', async ({ page }) => {
  await page.goto(`/docs/${docsVersions.older}/introduction/`);
  await waitForHydration(page);
  const categories = page.locator(
    'nav[aria-label="Docs sidebar"] > ul > li.theme-doc-sidebar-item-category',
  );
  await expect(categories).toHaveCount(0);
  await expect(page.locator('nav[aria-label="Docs sidebar"] > ul > li').first()).toBeVisible();
});
