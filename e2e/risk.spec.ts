import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { aboutYou, breastHistory, family, lifestyle, periods, progress, question, save } from './support/questionnaire';
import { themes, useTheme } from './support/theme';

// The risk questionnaire on /personal (issue 12): one section a screen, saved on the server after each, the
// Profile computed on the server after the last, and the results on the same address.

async function newWoman(page: Page, label: string): Promise<Account> {
  const account = await createAccount(page.request, label, { given: 'Ann' });
  await signInAs(page, account);
  return account;
}

// Five saves and a computed profile per test, on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('Save and continue is announced: each section has its own title, and its heading takes focus', async ({
  page,
}) => {
  await newWoman(page, 'risk-focus');
  await page.goto('/personal');
  await expect(page).toHaveTitle(/^About you: section 1 of 5 of your risk questionnaire/);
  await aboutYou(page);
  await progress(page, 2);
  await expect(page).toHaveTitle(/^Periods and pregnancies: section 2 of 5 of your risk questionnaire/);
  await expect(page.getByRole('heading', { level: 2, name: 'Periods and pregnancies' })).toBeFocused();
});

test('she completes the questionnaire and sees the gauge, the icon array and her NICE level', async ({ page }) => {
  await newWoman(page, 'risk-complete');
  await page.goto('/personal');
  await aboutYou(page);
  await periods(page);
  await breastHistory(page, 'none');
  await family(page);
  await lifestyle(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Your breast cancer risk' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Your risk in the next 10 years' })).toBeVisible();
  await expect(
    // "about 2.9" where a whole number would reach the next NICE level (see FREQUENCY_ROUNDING_TEXT).
    page.getByRole('img', {
      name: /Of 100 women like you, (about )?\d+(\.\d)? will get breast cancer in the next 10 years/,
    }),
  ).toBeVisible();
  await expect(page.locator('#nice-level-heading')).toContainText(/Near population|Moderate|High/);
  await expect(page.getByText(/first period/).first()).toBeVisible(); // what "I don't know" did is told
  await expect(page.getByRole('heading', { name: 'Your body mass index (BMI)' })).toBeVisible();
  expect(page.url()).not.toContain('1981'); // no answer ever travels in the address

  // Each section can be changed from here, by a link that names it and is big enough to tap.
  const answers = page.getByTestId('your-answers');
  for (const [name, section] of [
    ['Change your answers about you', 'aboutYou'],
    ['Change your periods and pregnancies answers', 'periods'],
    ['Change your breast health answers', 'breastHistory'],
    ['Change your family history answers', 'family'],
    ['Change your lifestyle answers', 'lifestyle'],
  ]) {
    const link = answers.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', `/personal?section=${section}`);
    expect((await link.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
  await expect(answers).toContainText('1 relative with cancer');
  await answers.getByRole('link', { name: 'Change your family history answers' }).click();
  await progress(page, 4);
  await expect(page.getByRole('group', { name: 'Relative 1' }).getByLabel('Their age when it was found')).toHaveValue(
    '44',
  );
});

test('she stops half way and carries on where she stopped after signing in again', async ({ page, context }) => {
  const account = await newWoman(page, 'risk-resume');
  await page.goto('/personal');
  await aboutYou(page);
  await progress(page, 2);
  await question(page, /HRT/).getByRole('radio', { name: 'Yes, in the past', exact: true }).check(); // kept on this device only

  await context.clearCookies();
  await signInAs(page, account);
  await page.goto('/personal');
  await progress(page, 2);
  await expect(question(page, /HRT/).getByRole('radio', { name: 'Yes, in the past', exact: true })).toBeChecked();
  await page.goto('/personal?section=aboutYou');
  await expect(question(page, /date of birth/).getByLabel('Year', { exact: true })).toHaveValue('1981');
});

test('an answer the models do not cover shows no number and says who can help', async ({ page }) => {
  await newWoman(page, 'risk-ineligible');
  await page.goto('/personal');
  await aboutYou(page);
  await periods(page);
  await breastHistory(page, 'DCIS');
  await family(page);
  await lifestyle(page);

  await expect(page.getByRole('heading', { name: 'We can’t give you a risk figure' })).toBeVisible();
  await expect(page.getByRole('meter')).toHaveCount(0);
  await expect(page.getByTestId('risk-results')).not.toContainText('%');
});

test.describe('accessibility', () => {
  for (const theme of themes) {
    test(`questionnaire with errors and results: ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
      await newWoman(page, `risk-axe-${theme}`);
      await page.goto('/personal');
      await save(page);
      await expect(page.getByTestId('error-summary')).toBeFocused();
      await expectNoAxeViolationsAtEachWidth(page, `/personal with errors ${theme}`);

      // Born 1961: at 65 her 10-year figure has no NICE level (the plain dial). Her mother's breast cancer at 36,
      // with her ovarian cancer on a row linked as the same person, meets a NICE referral sign.
      await aboutYou(page, { bornIn: '1961' });
      await periods(page);
      await breastHistory(page, 'none');
      await family(page, { motherAt: '36', alsoOvarianAt: '50' });
      await lifestyle(page);
      await expect(page.getByRole('meter').first()).toBeVisible();
      await expect(
        page.getByText(/Your figures alone would not call for a referral|NICE advises a referral/).first(),
      ).toBeVisible();
      await expect(page.getByText(/NICE gives levels for 10-year risk only at ages 40 to 50/).first()).toBeVisible();
      // Next streams the <title> with the page's metadata: axe runs once it is there.
      await expect(page).toHaveTitle(/Your breast cancer risk/);
      await expectNoAxeViolationsAtEachWidth(page, `/personal results ${theme}`);
    });
  }
});
