import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtEachWidth } from './support/axe';
import { chooseLevel } from './support/check-ins';
import { rememberCookieChoice } from './support/cookies';
import { gotoAfterIndexLag } from './support/local-stack';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { shownTheme, switchTheme, themes, useTheme } from './support/theme';

// Issue 11's nothing-lost rules for the check-ins (device draft, offline outbox, one record per submit) and the
// mood check-in's optional PHQ-4 with its score and signposting.

let her: Account;

test.beforeAll(async ({ request }) => {
  her = await createAccount(request, 'checkins');
});

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

const recordId = (page: Page) => page.locator('main form input[name="recordId"]').inputValue();

/** The draft is written by the hydrated form on every change: seeing it proves the page's script is running. */
async function expectDraftKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('venus:form-draft:v1:'))))
    .toBe(true);
}

test('a half-filled check-in survives a reload as the same record, and is gone once saved', async ({ page }) => {
  await signInAs(page, her);
  await page.goto('/sleeper');
  await chooseLevel(page, 'How badly has your sleep been affected?', 7);
  await page.getByRole('checkbox', { name: 'Waking in the night' }).check();
  await expectDraftKept(page);
  const id = await recordId(page);

  await page.reload();
  await expect(page.getByTestId('draft-resumed')).toContainText('We kept the entry you started earlier');
  const level = page.getByRole('group', { name: 'How badly has your sleep been affected?' });
  await expect(level.getByRole('radio', { name: /^7/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Waking in the night' })).toBeChecked();
  expect(await recordId(page)).toBe(id);

  await page.getByRole('button', { name: 'Save sleep check-in' }).click();
  await expect(page.getByTestId('check-in-status')).toContainText('Saved for', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Waking in the night' })).not.toBeChecked();
  await expect(page.getByTestId('draft-resumed')).toHaveCount(0);
});

test('saved offline, a check-in is kept as "not yet sent" and sent when the connection returns, once', async ({
  page,
  context,
  request,
}) => {
  // Her own account, so the history holds exactly what this test saved.
  await signInAs(page, await createAccount(request, 'checkins-offline'));
  await page.goto('/fatigued');
  await chooseLevel(page, 'How tired have you felt?', 6);
  await expectDraftKept(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save fatigue check-in' }).click();
  await expect(page.getByTestId('check-in-status')).toContainText('kept on this device and not yet sent');
  await expect(page.getByTestId('not-yet-sent')).toContainText('1 entry is saved on this device but not yet sent');

  await context.setOffline(false);
  await expect(page.getByText('Your saved entries have now been sent.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('not-yet-sent')).toHaveCount(0);
  await gotoAfterIndexLag(page, '/fatigue');
  const rows = page
    .locator('table', { has: page.locator('caption', { hasText: 'Your fatigue check-ins, newest first' }) })
    .locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('6');
});

test('a PHQ-4 answer tapped by mistake is cleared, and the mood check-in saves without a PHQ-4', async ({ page }) => {
  await signInAs(page, her);
  await page.goto('/moody');
  await chooseLevel(page, 'How low or unsettled has your mood been?', 6);
  await expectDraftKept(page);
  const first = page.getByRole('group', { name: '1. Feeling nervous, anxious or on edge' });
  await first.getByLabel('Several days').check();
  await page.getByRole('button', { name: 'Save mood check-in' }).click();
  await expect(page.getByText('Answer this question too, or leave all four blank').first()).toBeVisible();

  const clear = page.getByRole('button', { name: 'Clear my answers to these four questions' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your answers to the four questions are cleared' }),
  ).toBeVisible();
  await expect(page.locator('input[name^="phq4-"]:checked')).toHaveCount(0);
  const level = page.getByRole('group', { name: 'How low or unsettled has your mood been?' });
  await expect(level.getByRole('radio', { name: /^6/ })).toBeChecked();

  await page.getByRole('button', { name: 'Save mood check-in' }).click();
  await expect(page.getByTestId('check-in-status')).toContainText('Saved for', { timeout: 15_000 });
  await expect(page.getByTestId('check-in-status')).not.toContainText('PHQ-4');
});

const PHQ4 = [
  ['1. Feeling nervous, anxious or on edge', 'More than half the days'],
  ['2. Not being able to stop or control worrying', 'Several days'],
  ['3. Little interest or pleasure in doing things', 'Several days'],
  ['4. Feeling down, depressed or hopeless', 'Not at all'],
] as const;

for (const theme of themes) {
  test(`PHQ-4 with a mood check-in: the score, what it means and where to get help; axe (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await useTheme(page, theme);
    await signInAs(page, her);
    await page.goto('/moody');
    await chooseLevel(page, 'How low or unsettled has your mood been?', 5);
    for (const [item, answer] of PHQ4) await page.getByRole('group', { name: item }).getByLabel(answer).check();

    // Dated three weeks back, the answers (about the last 2 weeks) are refused beside the questions, and kept.
    const dateParts = ['Year', 'Month', 'Day'].map((name) => page.getByRole('textbox', { name }));
    const today = await Promise.all(dateParts.map((part) => part.inputValue()));
    const earlier = new Date(Date.now() - 21 * 24 * 3600 * 1000);
    const earlierParts = [earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, earlier.getUTCDate()];
    for (const [index, part] of dateParts.entries()) await part.fill(String(earlierParts[index]));
    await page.getByRole('button', { name: 'Save mood check-in' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('These four questions ask about the last 2 weeks');
    await expect(page.getByRole('group', { name: PHQ4[0][0] }).getByLabel(PHQ4[0][1])).toBeChecked();
    await expectNoAxeViolationsAtEachWidth(page, `/moody with a PHQ-4 dated before its 2 weeks (${theme})`);
    for (const [index, part] of dateParts.entries()) await part.fill(today[index] ?? '');
    await page.getByRole('button', { name: 'Save mood check-in' }).click();

    // 2 + 1 + 1 + 0: anxiety 3 (at the cut-off), low mood 1.
    await expect(page.getByTestId('check-in-status')).toContainText('Your PHQ-4 score is 4 out of 12', {
      timeout: 15_000,
    });
    const result = page.getByRole('region', { name: 'Your PHQ-4 score: 4 out of 12' });
    await expect(result).toContainText('mild range');
    await expect(result).toContainText('not a diagnosis');
    await expect(result).toContainText('symptoms of anxiety that are worth talking about');
    await expect(result).toContainText('Talk to your GP');
    await expect(result).toContainText('116 123');
    await expect(result).toContainText('NHS 111');
    await expect(result.getByRole('link', { name: /urgent help for mental health/ })).toBeVisible();

    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(page, `/moody with a PHQ-4 result (${theme}, 1280 px)`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, `/moody with a PHQ-4 result (${theme}, 375 px)`);

    if (theme === 'dark') {
      await gotoAfterIndexLag(page, '/mood');
      const history = page.getByRole('region', { name: 'Your PHQ-4 answers' });
      await expect(history.locator('tbody tr').first()).toContainText('4, in the mild range');
    }
  });
}

test('a PHQ-4 saved offline shows its score and next steps at once, and again when the outbox sends it', async ({
  page,
  context,
  request,
}) => {
  await signInAs(page, await createAccount(request, 'checkins-offline-phq4'));
  await page.goto('/moody');
  await chooseLevel(page, 'How low or unsettled has your mood been?', 5);
  for (const [item, answer] of PHQ4) await page.getByRole('group', { name: item }).getByLabel(answer).check();
  await expectDraftKept(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save mood check-in' }).click();
  await expect(page.getByTestId('check-in-status')).toContainText('kept on this device and not yet sent');
  const kept = page.getByRole('region', { name: 'Your PHQ-4 score: 4 out of 12 (not yet sent)' });
  await expect(kept).toContainText('mild range');
  await expect(kept).toContainText('Talk to your GP');
  await expect(kept).toContainText('116 123');

  await context.setOffline(false);
  const sent = page.getByRole('region', { name: 'Your PHQ-4 score: 4 out of 12 (now sent)' });
  await expect(sent).toBeVisible({ timeout: 30_000 });
  await expect(sent).toContainText('What you can do next');
  await expect(kept).toHaveCount(0);
  await expectNoAxeViolations(page, '/moody with a PHQ-4 sent from the outbox');
});

test('signing out removes what she left on this device, and asks first when an entry has not been sent', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request, 'checkins-sign-out'));
  await page.goto('/sleeper');
  await chooseLevel(page, 'How badly has your sleep been affected?', 7);
  await expectDraftKept(page);
  // The save cannot reach the server, as when the connection drops while she presses Save.
  await page.route('**/fatigued', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/fatigued');
  await chooseLevel(page, 'How tired have you felt?', 6);
  await page.getByRole('button', { name: 'Save fatigue check-in' }).click();
  await expect(page.getByTestId('check-in-status')).toContainText('kept on this device and not yet sent');
  await page.unroute('**/fatigued');

  // A page that sends nothing, so the entry is still waiting when she signs out.
  await page.goto('/account');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Sign out' }).click();
  const warning = page.getByText('One entry you saved offline has not reached us yet');
  await expect(warning).toBeFocused();
  await expectNoAxeViolationsAtEachWidth(page, `sign-out asking about an unsent entry (${await shownTheme(page)})`);
  await menu.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);

  // The same question in the other theme: staying signed in kept the entry, so she is asked again.
  const otherTheme = await switchTheme(page);
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(warning).toBeFocused();
  await expectNoAxeViolationsAtEachWidth(page, `sign-out asking about an unsent entry (${otherTheme})`);
  await menu.getByRole('button', { name: 'Sign out and delete it' }).click();
  await expect(page).toHaveURL(/\/$/);
  const herRecords = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('venus:') || key.startsWith('breast-check:')),
  );
  expect(herRecords).toEqual([]);
});

test('signing out with no connection says she is still signed in, and works once she is back online', async ({
  page,
  context,
  request,
}) => {
  await signInAs(page, await createAccount(request, 'sign-out-offline'));
  await page.goto('/account');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await context.setOffline(true);
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(menu.getByRole('alert')).toHaveText(/You are still signed in: signing out needs a connection/);
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The message in both themes (the theme switch works offline: it is the page's own script).
  await expectNoAxeViolationsAtEachWidth(page, `sign-out offline (${await shownTheme(page)})`);
  const otherTheme = await switchTheme(page);
  await expect(menu.getByRole('alert')).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, `sign-out offline (${otherTheme})`);

  await context.setOffline(false);
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
});
