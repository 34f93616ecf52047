import type { Page } from '@playwright/test';

/**
 * Reading basics that hold on every page, checked by the per-page pass (every-page.spec.ts):
 * each returns what is wrong, or undefined.
 */

/** The contents column ("On this page") of a long page is in view at mid-scroll. */
export async function contentsColumnOutOfView(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const column = document.querySelector('nav[aria-label="On this page"] > div');
    if (!column || column.getBoundingClientRect().height === 0) return undefined;
    const height = document.documentElement.scrollHeight;
    if (height < 3 * window.innerHeight) return undefined;
    window.scrollTo(0, Math.round(height / 2));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const top = column.getBoundingClientRect().top;
    window.scrollTo(0, 0);
    return top >= 0 && top < window.innerHeight / 2
      ? undefined
      : `at mid-scroll the contents column's top is at ${Math.round(top)} px`;
  });
}

export const phoneWidth = 375;

/**
 * At a phone's width the page does not scroll sideways: nothing widens it past the window.
 * Names the widest elements that stick out, outside any box that scrolls on its own.
 */
export async function sidewaysScroll(page: Page): Promise<string | undefined> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: phoneWidth, height: 740 });
  try {
    return await page.evaluate(async (width) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const pageWidth = document.documentElement.scrollWidth;
      if (pageWidth <= width) return undefined;
      const scrollsOnItsOwn = (element: Element): boolean => {
        for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
          const overflow = getComputedStyle(e).overflowX;
          if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
        }
        return false;
      };
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((e) => e.getBoundingClientRect().right > width + 1 && !scrollsOnItsOwn(e))
        // Fixed boxes (the skip link waiting off screen) do not widen the page.
        .filter((e) => getComputedStyle(e).position !== 'fixed')
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
      return `${pageWidth} px wide at ${width} px (${culprits.join(', ')})`;
    }, phoneWidth);
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}
