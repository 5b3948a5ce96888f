import { expect, test } from '@playwright/test';
import { axeWidths, expectNoAxeViolations, expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { publicRoutes } from './support/routes';
import { themes, useTheme } from './support/theme';

/** Every public route, and the public screens that are not routes of their own: search results, an article, partners. */
const screens = [
  ...publicRoutes.map((route) => route.path),
  '/knowledge/search?category=health&q=breast',
  '/knowledge/search?q=zzzznothing',
  '/article/1',
  '/pinkribbon/promotion',
  '/zenhotels/promotion',
  '/mariecurie/platform',
];

// One load per screen and theme, checked at each width in turn: a new page for every width would double the
// suite's slowest part and check nothing more (the layout follows the width through CSS media queries).
for (const theme of themes) {
  for (const path of screens) {
    test(`${path} reflows at 320 px and has no axe violations (${theme}, ${axeWidths.join(' and ')} px)`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await rememberCookieChoice(page);
      await page.setViewportSize({ width: axeWidths[0], height: 800 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolationsAtEachWidth(page, `${path} (${theme})`);
    });
  }
}

for (const theme of themes) {
  for (const width of axeWidths) {
    test.describe(`${theme} theme at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
      });

      test('the cookie notice has no axe violations', async ({ page }) => {
        await page.goto('/about');
        await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test('the prize-draw popup has no axe violations', async ({ page }) => {
        await rememberCookieChoice(page);
        await page.clock.install();
        await page.goto('/');
        await expect(page.getByTestId('prize-draw')).toBeAttached();
        await page.clock.runFor(12_500);
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test('the 404 screen has no axe violations', async ({ page }) => {
        await rememberCookieChoice(page);
        await page.goto('/no-such-page');
        await expectNoAxeViolations(page);
      });
    });
  }
}

test('nothing animates under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 900));
  const durations = await page.evaluate(() =>
    document.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)),
  );
  for (const duration of durations) expect(duration).toBeLessThan(5);
});
