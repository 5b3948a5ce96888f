import { expect, type Page } from '@playwright/test';

/** WCAG 1.4.12's spacing: what a reader's own style sheet may set, and the page must survive. */
const wcagTextSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Fails when, with WCAG 1.4.12's text spacing applied, any text is cut off: a box that hides its overflow (or
 * clamps its lines) with more text in it than it shows. Boxes that scroll are fine (the text can be reached), and
 * so is text hidden on purpose for screen readers. The spacing is taken off again afterwards.
 */
export async function expectTextSpacingKeepsEverything(page: Page, label: string): Promise<void> {
  const style = await page.addStyleTag({ content: wcagTextSpacing });
  const clipped = await page.evaluate(() => {
    const isVisuallyHidden = (style: CSSStyleDeclaration) =>
      style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0');
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text}"`;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        if (!(element instanceof HTMLElement) || !element.innerText?.trim()) return false;
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden' || isVisuallyHidden(style)) return false;
        const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        const cutBelow = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        const cutRight = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        return cutBelow || cutRight;
      })
      .slice(0, 5)
      .map(describe);
  });
  await style.evaluate((element) => (element as Element).remove());
  expect(clipped, `text cut off with WCAG 1.4.12 text spacing on ${label}`).toEqual([]);
}
