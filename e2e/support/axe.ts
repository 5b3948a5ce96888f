import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectLayoutHolds } from './layout';

// WCAG 2.2 AA as axe understands it; `target-size` (axe's only 2.2 rule) runs only when wcag22aa is asked for.
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The screen as it is now passes axe, reflows at 320 px and survives WCAG's text spacing (expectLayoutHolds). */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await expectLayoutHolds(page, label);
  await expectAxeFindsNothing(page, label);
}

async function expectAxeFindsNothing(page: Page, label: string): Promise<void> {
  // Only violations are read, so axe need not build a selector for every node that passed.
  // options() replaces every option set before it, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The widths every screen is checked at: a small phone and a laptop. */
export const axeWidths = [375, 1280] as const;

/**
 * Checks the loaded screen's layout once (expectLayoutHolds), then runs axe at each width in turn. One load
 * serves every width: the layout follows the width through CSS media queries, so a second load would check nothing
 * more and cost the suite's slowest part twice.
 */
export async function expectNoAxeViolationsAtEachWidth(page: Page, label: string): Promise<void> {
  // Each axe run takes seconds on a busy 2-core machine: every check adds its own time to the test's budget.
  test.info().setTimeout(test.info().timeout + 30_000);
  await expectLayoutHolds(page, label);
  for (const width of axeWidths) {
    await page.setViewportSize({ width, height: 800 });
    await expectAxeFindsNothing(page, `${label} (${width} px)`);
  }
}
