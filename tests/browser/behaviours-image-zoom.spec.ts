import { expect, test, type Locator, type Page } from '@playwright/test';
import { introductionPage, workflowPage } from '../support/built-site';
import { waitForHydration } from '../support/page-watch';
import { baseURL } from '../support/server';

test.use({ viewport: { width: 1280, height: 800 } });

const overlay = (page: Page) => page.locator('.medium-zoom-overlay');
const firstImage = (page: Page) => page.locator('.markdown img').first();

/**
 * Opens a page once the zoom plugin has attached to its images. The plugin attaches 1000 ms
 * after loading and again 1000 ms after the first route update, both timers set before
 * hydration; a 1000 ms timer set after hydration runs after both.
 */
async function gotoWithZoomAttached(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  await expect(firstImage(page)).toHaveClass(/medium-zoom-image/);
}

/**
 * Clicks an image and waits for the zoom to finish opening: medium-zoom ignores close
 * requests while its opening transition runs.
 */
async function openZoom(image: Locator): Promise<void> {
  await image.evaluate((img) => {
    delete img.dataset.zoomOpened;
    img.addEventListener('medium-zoom:opened', () => (img.dataset.zoomOpened = 'true'), {
      once: true,
    });
  });
  await image.click();
  await expect(image).toHaveAttribute('data-zoom-opened', 'true');
  await expect(overlay(image.page())).toBeVisible();
}

const overlayColor = (page: Page) =>
  overlay(page).evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('on a docs page in light mode', () => {
  // One page serves these tests: each opens the zoom, closes it one way and leaves the page
  // as it found it (the resize test comes last).
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
    await gotoWithZoomAttached(page, workflowPage.path);
  });
  test.afterAll(() => page.close());

  test('a markdown image opens in a white overlay on click and closes on the next click', async () => {
    await openZoom(firstImage(page));
    expect(await overlayColor(page)).toBe('rgb(255, 255, 255)');
    // medium-zoom's own 0.3 s transition, which the site keeps.
    expect(
      await page
        .locator('img.medium-zoom-image--opened')
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toBe('0.3s');
    // The overlay covers the whole window, the navbar's corner included.
    await page.mouse.click(5, 5);
    await expect(overlay(page)).toHaveCount(0);
  });

  test('the zoom overlay closes on Escape', async () => {
    await openZoom(firstImage(page));
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
  });

  test('the zoom overlay stays open for a 30 px scroll and closes past 40 px', async () => {
    await openZoom(firstImage(page));
    const scrollBy = (y: number) =>
      page.evaluate(
        (dy) =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => resolve(), { once: true });
            window.scrollBy(0, dy);
          }),
        y,
      );
    await scrollBy(30);
    // medium-zoom closes 150 ms after a scroll past its threshold; give it twice that.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(overlay(page)).toBeVisible();
    await scrollBy(15);
    await expect(overlay(page)).toHaveCount(0);
  });

  test('the zoom overlay closes when the window is resized', async () => {
    await openZoom(firstImage(page));
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(overlay(page)).toHaveCount(0);
  });
});

test('the zoom overlay is rgb(50, 50, 50) in dark mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await gotoWithZoomAttached(page, workflowPage.path);
  await openZoom(firstImage(page));
  expect(await overlayColor(page)).toBe('rgb(50, 50, 50)');
  // The zoomed diagram is inverted like the one in the page, light ink on the dark overlay.
  const filter = (image: Locator) => image.evaluate((el) => getComputedStyle(el).filter);
  expect(await filter(page.locator('img.medium-zoom-image--opened'))).toBe(
    await filter(firstImage(page)),
  );
  expect(await filter(firstImage(page))).toContain('invert');
});

test('images of a page reached by client-side navigation zoom, attached 1000 ms after the route change', async ({
  page,
}) => {
  await gotoWithZoomAttached(page, introductionPage.path);
  // Times, on the page's clock, of the click and of the new page's image getting the zoom.
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    const oldImages = new Set(document.querySelectorAll('img'));
    Object.assign(window, { zoomTimes: seen });
    document.addEventListener('click', () => (seen.click ??= performance.now()), true);
    new MutationObserver(() => {
      const attached = [...document.querySelectorAll('.markdown img.medium-zoom-image')];
      if (attached.some((img) => !oldImages.has(img as HTMLImageElement))) {
        seen.attached ??= performance.now();
      }
    }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['class'] });
  });
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: workflowPage.sidebarLabel, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workflowPage.title);
  await expect(firstImage(page)).toHaveClass(/medium-zoom-image/);
  const times = await page.evaluate(
    () => (window as unknown as { zoomTimes: Record<string, number> }).zoomTimes,
  );
  expect(times.attached - times.click).toBeGreaterThanOrEqual(1000);

  await openZoom(firstImage(page));
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
});
