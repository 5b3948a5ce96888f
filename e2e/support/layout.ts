import { expect, type Page } from '@playwright/test';

/** WCAG 1.4.10 Reflow: content fits 320 CSS pixels (a 1280 px screen at 400% zoom) with no sideways scrolling. */
const reflowWidth = 320;

/** WCAG 1.4.12's spacing: what a reader's own style sheet may set, and the page must survive. */
const wcagTextSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

type Inspection = 'past-right-edge' | 'cut-off-text';

/**
 * Runs in the page (Playwright sends it as source, so its helpers live inside it). 'past-right-edge': the outermost
 * visible elements reaching past the viewport's right edge outside a box that scrolls sideways on its own, which
 * 1.4.10 allows for what needs two dimensions, such as a wide data table. 'cut-off-text': elements with text that
 * hide their overflow (or clamp their lines) with more in them than they show. Text visually hidden for screen
 * readers is clipped to a pixel on purpose and never counts.
 */
function inspectLayout(inspection: Inspection): { sideways: number; found: string[] } {
  const isVisuallyHidden = (style: CSSStyleDeclaration) =>
    style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0');
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text}"`;
  };
  const viewport = document.documentElement.clientWidth;
  const scrollsSideways = (element: Element) =>
    ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element !== document.documentElement;
  const insideScroller = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (scrollsSideways(parent)) return true;
    }
    return false;
  };
  const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
  const isProblem = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || isVisuallyHidden(style)) return false;
    if (inspection === 'past-right-edge') {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > viewport + 1 && !insideScroller(element);
    }
    if (!(element instanceof HTMLElement) || style.display === 'none' || !element.innerText?.trim()) return false;
    const cutBelow = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    const cutRight = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    return cutBelow || cutRight;
  };
  const problems = [...document.body.querySelectorAll('*')].filter(isProblem);
  // The outermost only: their children would repeat them.
  const outermost = problems.filter(
    (element) => !problems.some((other) => other !== element && other.contains(element)),
  );
  return { sideways: document.documentElement.scrollWidth - viewport, found: outermost.slice(0, 5).map(describe) };
}

/**
 * What axe cannot see: the loaded screen reflows at 320 px (no sideways scrolling, nothing past the edge; clipped
 * content is lost as surely as scrolled content), and with WCAG 1.4.12's text spacing no text is cut off. The
 * caller's width and styles are restored afterwards, so checks at its own width follow.
 */
export async function expectLayoutHolds(page: Page, label: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: reflowWidth, height: size?.height ?? 800 });
  const reflow = await page.evaluate(inspectLayout, 'past-right-edge' as Inspection);
  if (size) await page.setViewportSize(size);
  expect({ sideways: reflow.sideways, past: reflow.found }, `reflow at ${reflowWidth} px on ${label}`).toEqual({
    sideways: 0,
    past: [],
  });

  const spacing = await page.addStyleTag({ content: wcagTextSpacing });
  const { found: cutOff } = await page.evaluate(inspectLayout, 'cut-off-text' as Inspection);
  await spacing.evaluate((element) => (element as Element).remove());
  expect(cutOff, `text cut off with WCAG 1.4.12 text spacing on ${label}`).toEqual([]);
}
