import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { aboutYou, breastHistory, family, lifestyle, periods, progress, save } from './support/questionnaire';
import { createAccount, demoAccount, signInAs } from './support/sign-in';
import { themes, useTheme } from './support/theme';

// Issue 12's last parts: every completed questionnaire is kept as a result of its own (the newest is current),
// and /plan's next steps follow her level. /plan's axe runs are gp.spec's (its loop signs in as the demo user,
// whose /plan now shows her steps).

/** Five sections (support/questionnaire.ts), drinking about 20 units a week. */
async function completeQuestionnaire(page: Page) {
  await page.goto('/personal');
  await aboutYou(page);
  await periods(page);
  await breastHistory(page, 'none');
  await family(page);
  await lifestyle(page, { unitsAWeek: '20', minutesAWeek: '60' });
}

// Five saves and a computed profile, then a sixth, on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('each result is kept: after changing an answer the new one is current and the first is listed before it', async ({
  page,
}) => {
  await signInAs(page, await createAccount(page.request, 'profile-history', { given: 'Hana' }));
  await completeQuestionnaire(page);
  await expect(page.getByTestId('risk-results')).toBeVisible({ timeout: 30_000 });
  const firstLevel = (await page.locator('#nice-level-heading').innerText()).trim();
  expect(firstLevel).toMatch(/^(Near population|Moderate|High) risk$/);
  await expect(page.getByTestId('current-result')).toContainText(firstLevel);
  await expect(page.getByTestId('earlier-result')).toHaveCount(0);

  // She tells the questionnaire she has had DCIS, from her results' own link to that section: a second result,
  // where the models do not apply, and she is back on her results told what was saved.
  await page.getByRole('link', { name: 'Change your breast health answers' }).click();
  await progress(page, 3);
  await page.getByRole('checkbox', { name: /DCIS/ }).check();
  await save(page);
  await expect(page.getByRole('heading', { name: 'We can’t give you a risk figure' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('changed-notice')).toHaveText(
    'Your breast health answers have been saved and your results below have been worked out again.',
  );
  await expect(page.getByTestId('changed-notice')).toBeFocused();
  await expect(page.getByTestId('your-answers')).toContainText('DCIS, no biopsies');
  await expect(page.getByTestId('current-result')).toContainText('No level given');
  await expect(page.getByTestId('current-result')).toContainText('your current result');
  await expect(page.getByTestId('earlier-result')).toHaveCount(1);
  await expect(page.getByTestId('earlier-result')).toContainText(firstLevel);
  // The results list with an earlier result: the one state of /personal the other specs' axe runs never reach.
  for (const theme of themes) {
    await useTheme(page, theme);
    await page.reload();
    await expect(page.getByTestId('earlier-result')).toHaveCount(1);
    await expectNoAxeViolationsAtEachWidth(page, `/personal with an earlier result, ${theme}`);
  }

  // Her plan follows the current result, with her own lifestyle answers.
  await page.goto('/plan');
  await expect(page.getByTestId('plan-level')).toContainText('No level given');
  await expect(page.getByTestId('step-level-not-applicable')).toContainText('DCIS');
  await expect(page.getByTestId('step-alcohol')).toContainText('about 20 units a week');
  await expect(page.getByTestId('step-activity')).toBeVisible();
  await expect(page.getByTestId('step-level-moderate')).toHaveCount(0);
});

test("/plan shows the demo user's next steps for her level, and prints them without the reminder form", async ({
  page,
}) => {
  await signInAs(page, demoAccount);
  await page.goto('/personal');
  const level = (await page.locator('#nice-level-heading').innerText()).trim();
  const id = { 'Near population risk': 'near-population', 'Moderate risk': 'moderate', 'High risk': 'high' }[level];
  expect(id, `the demo user's level: ${level}`).toBeDefined();

  await page.goto('/plan');
  const steps = page.getByTestId('next-steps');
  await expect(steps.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
  await expect(page.getByTestId('plan-level')).toContainText(level);
  for (const step of ['self-check', 'see-gp', 'screening', `level-${id}`])
    await expect(page.getByTestId(`step-${step}`)).toBeVisible();
  await expect(page.getByTestId('step-questionnaire')).toHaveCount(0);
  await expect(page.getByTestId(`step-level-${id}`).getByRole('link', { name: /NICE/ })).toHaveAttribute(
    'href',
    'https://www.nice.org.uk/guidance/cg164',
  );
  await expect(page.getByTestId('step-screening')).toContainText('every 3 years');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check reminders' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print your next steps' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('before the questionnaire, /plan gives the general steps and the way to her own', async ({ page }) => {
  await signInAs(page, await createAccount(page.request, 'profile-plan-new', { given: 'Iris' }));
  await page.goto('/plan');
  await expect(page.getByTestId('step-self-check')).toBeVisible();
  await expect(page.getByTestId('plan-level')).toHaveCount(0);
  await page.getByTestId('step-questionnaire').getByRole('link', { name: 'Answer the risk questionnaire' }).click();
  await expect(page.getByText('Section 1 of 5', { exact: true })).toBeVisible();
});
