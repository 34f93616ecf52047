import { expect, test } from '@playwright/test';
import { footerColumns } from '../../config/footer';
import { links, site } from '../../config/site';
import { waitForHydration } from '../support/page-watch';

test.use({ viewport: { width: 1280, height: 900 } });

test('navbar items are present and their links work', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: site.title }).first()).toHaveAttribute('href', '/');
  await expect(navbar.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    links.repository,
  );
  await expect(navbar.locator('input.navbar__search-input')).toBeVisible();
  await expect(navbar.getByRole('button', { name: /v1\.x/ })).toBeVisible();
  await expect(
    navbar.getByRole('button', { name: /dark mode|light mode|system mode/i }),
  ).toBeVisible();

  for (const [label, expected] of [
    ['Documentation', /\/docs\/introduction\/$/],
    ['Blog', /\/blog\/$/],
    ['Roadmap', /\/roadmap\/$/],
  ] as const) {
    await page.goto('/');
    await waitForHydration(page);
    await navbar.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(expected);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});

test('footer columns and links match the configuration, and internal ones resolve', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const footerEl = page.locator('footer');
  for (const column of footerColumns) {
    await expect(footerEl.getByText(column.title, { exact: true })).toBeVisible();
    for (const item of column.items) {
      // External links carry an "(opens in new tab)" suffix in their accessible name.
      const name = new RegExp(`^${item.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|\\(|$)`);
      const link = footerEl.getByRole('link', { name });
      await expect(link).toBeVisible();
      if (item.href) {
        await expect(link).toHaveAttribute('href', item.href);
      } else if (item.to) {
        await expect(link).toHaveAttribute('href', item.to);
        expect((await request.get(item.to)).status(), item.to).toBe(200);
      }
    }
  }
  await expect(footerEl).toContainText(`Copyright © ${site.copyrightYear} ${site.copyrightHolder}`);
});
