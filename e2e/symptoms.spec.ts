import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { gotoAfterIndexLag } from './support/local-stack';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { themes, useTheme } from './support/theme';

// The symptom diaries: /physical and /menopausal record an entry and show her history of that kind.

const KINDS = [
  {
    path: '/physical',
    name: 'physical symptoms',
    question: 'How much have physical symptoms bothered you?',
    symptom: 'Headache',
  },
  {
    path: '/menopausal',
    name: 'menopause symptoms',
    question: 'How much have menopause symptoms bothered you?',
    symptom: 'Hot flushes',
  },
] as const;

const widths = [375, 1280];

const todayLong = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );

async function chooseLevel(page: Page, question: string, level: number) {
  await page.getByRole('group', { name: question }).getByText(String(level), { exact: true }).click();
}

const entriesTable = (page: Page, name: string) =>
  page.locator('table', { has: page.locator('caption', { hasText: `Your ${name} entries, newest first` }) });

let diarist: Account;

test.beforeAll(async ({ request }) => {
  diarist = await createAccount(request, 'symptoms');
});

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

// One load per screen and theme, after an entry is saved (so the chart and table are drawn), checked at both widths.
for (const theme of themes) {
  for (const [index, kind] of KINDS.entries()) {
    test(`${kind.path}: an entry is saved, shown in her history, and axe finds nothing (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const level = 3 + index + (theme === 'dark' ? 0 : 4);
      await useTheme(page, theme);
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await signInAs(page, diarist);
      await page.goto(kind.path);
      await chooseLevel(page, kind.question, level);
      await page.getByRole('checkbox', { name: kind.symptom }).check();
      await page.getByRole('button', { name: `Save ${kind.name} entry` }).click();
      const status = page.getByTestId('check-in-status');
      await expect(status).toContainText(`Saved for ${todayLong()}`, { timeout: 15_000 });
      await expect(status).toContainText(`${level} out of 10`);
      await expect(status).toContainText(kind.symptom);

      // The list behind the history may lag the write a moment: open the page again until it shows.
      await expect(async () => {
        await gotoAfterIndexLag(page, kind.path);
        await expect(entriesTable(page, kind.name)).toContainText(`${todayLong()}${level}`, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(entriesTable(page, kind.name)).toContainText(kind.symptom);
      // The chart's summary names today's point (the other theme's test may have added one the same day).
      await expect(page.getByRole('figure').first()).toContainText(`out of 10 on ${todayLong()}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page, `${kind.path} (${theme}, ${width} px)`);
      }
    });
  }
}

test('reached from her records, with no entries the page says what will appear; a missing level is shown next to the scale', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request, 'symptoms-empty'));
  // She finds the diaries from her records page.
  await page.goto('/summary');
  await page.getByRole('link', { name: 'menopause symptoms' }).click();
  await expect(page).toHaveURL(/\/menopausal$/);
  await expect(
    page.getByText('Your menopause symptoms levels will show here once you add an entry in this time range.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your first entry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'NHS: Menopause – symptoms' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Night sweats' }).check();
  await page.getByRole('button', { name: 'Save menopause symptoms entry' }).click();
  const message = 'Choose how much the symptoms have bothered you';
  await expect(page.getByTestId('error-summary')).toContainText(message);
  await expect(page.getByRole('group', { name: 'How much have menopause symptoms bothered you?' })).toContainText(
    message,
  );
  // What she ticked is kept for the next try.
  await expect(page.getByRole('checkbox', { name: 'Night sweats' })).toBeChecked();
});
