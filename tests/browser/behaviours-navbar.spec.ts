import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-watch';

test.use({ viewport: { width: 1280, height: 800 } });

test('the navbar hides on scroll down and comes back on scroll up', async ({ page }) => {
  await page.goto('/docs/workflow/');
  await waitForHydration(page);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const top = async () => (await navbar.boundingBox())?.y ?? NaN;
  const bottom = async () => {
    const box = await navbar.boundingBox();
    return box ? box.y + box.height : NaN;
  };
  expect(await top()).toBe(0);
  await page.mouse.move(640, 400);
  // The navbar compares each scroll position with the one before, so scroll in steps.
  for (let step = 0; step < 3; step++) await page.mouse.wheel(0, 300);
  await expect.poll(bottom).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect.poll(top).toBe(0);
});

const sidebarShown = (page: Page) => page.locator('.navbar-sidebar--show');

test('the mobile sidebar stays open up to 996 px wide and closes itself beyond', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(sidebarShown(page)).toHaveCount(1);

  await page.setViewportSize({ width: 996, height: 800 });
  // Nothing should change: give the resize handler and a re-render the time to run first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await expect(sidebarShown(page)).toHaveCount(1);

  await page.setViewportSize({ width: 997, height: 800 });
  await expect(sidebarShown(page)).toHaveCount(0);
});

/**
 * Collapses the sidebar's "Contributing" category (open on its own page) and returns the
 * height transition its list ran: the inline style Docusaurus set and the transitionend
 * event's elapsed time in ms.
 */
async function collapseContributing(page: Page): Promise<{ style: string; elapsedMs: number }> {
  await page.goto('/docs/contributing/');
  await waitForHydration(page);
  // The category's own item: its collapsible row holds the button (the Project group around
  // it holds the button further down, inside its list).
  const category = page.locator('.theme-doc-sidebar-item-category', {
    has: page.locator(':scope > div').getByRole('button', {
      name: /sidebar category 'Contributing'/,
    }),
  });
  const list = category.locator(':scope > ul');
  await expect(list).toBeVisible();
  await list.evaluate((el) =>
    (el as HTMLElement).addEventListener('transitionend', (event) => {
      if (event.propertyName === 'height') {
        el.setAttribute('data-transition-ms', String(event.elapsedTime * 1000));
      }
    }),
  );
  await category.getByRole('button', { name: "Collapse sidebar category 'Contributing'" }).click();
  await expect(list).toHaveAttribute('data-transition-ms');
  await expect(list).toBeHidden();
  return {
    style: await list.evaluate((el) => (el as HTMLElement).style.transition),
    elapsedMs: Number(await list.getAttribute('data-transition-ms')),
  };
}

test('a sidebar category collapses with a height animation', async ({ page }) => {
  const { style, elapsedMs } = await collapseContributing(page);
  const duration = Number(/^height (\d+)ms ease-in-out$/.exec(style)?.[1]);
  // Docusaurus derives the duration from the list's height, so only a lower bound is checked.
  expect(duration).toBeGreaterThan(100);
  expect(elapsedMs).toBeCloseTo(duration, 0);
});

test('a sidebar category collapses in 1 ms under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { style, elapsedMs } = await collapseContributing(page);
  expect(style).toBe('height 1ms ease-in-out');
  expect(elapsedMs).toBeCloseTo(1, 0);
});
