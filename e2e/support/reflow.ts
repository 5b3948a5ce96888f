import { expect, type Page } from '@playwright/test';

/** WCAG 1.4.10 Reflow: content fits 320 CSS pixels (a 1280 px screen at 400% zoom) with no sideways scrolling. */
export const reflowWidth = 320;

/**
 * Fails when the loaded screen scrolls sideways at 320 px, or when anything visible reaches past its right edge
 * (clipped content is lost as surely as scrolled content). Content inside its own sideways-scrolling box is
 * allowed: 1.4.10 exempts what needs two dimensions, such as a wide data table.
 */
export async function expectReflowAt320(page: Page, label: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: reflowWidth, height: size?.height ?? 800 });
  const found = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return (overflowX === 'auto' || overflowX === 'scroll') && element !== document.documentElement;
    };
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const name = element.tagName.toLowerCase();
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${name}${id} "${text}"`;
    };
    const past = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= viewport + 1) return false;
      const style = getComputedStyle(element);
      // Visually hidden text for screen readers is clipped to a pixel on purpose.
      if (style.visibility === 'hidden' || style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0'))
        return false;
      return !insideScroller(element);
    });
    // Report the outermost offenders: their children would only repeat them.
    const outermost = past.filter((element) => !past.some((other) => other !== element && other.contains(element)));
    return {
      sideways: document.documentElement.scrollWidth - viewport,
      past: outermost.slice(0, 5).map(describe),
    };
  });
  // Back to the width the caller had set, so a check at its own width follows.
  if (size) await page.setViewportSize(size);
  expect(found, `reflow at ${reflowWidth} px on ${label}`).toEqual({ sideways: 0, past: [] });
}
