import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { chooseLevel, levelQuestion, recordCheckIn } from './support/check-ins';
import { rememberCookieChoice } from './support/cookies';
import { gotoAfterIndexLag } from './support/local-stack';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { themes, useTheme } from './support/theme';

// Changing and deleting a wellbeing check-in from its history page (the symptom diaries share the screens).

const STRESS = levelQuestion('stress');

const todayLong = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );

const entriesTable = (page: Page, caption: string) =>
  page.locator('table', { has: page.locator('caption', { hasText: caption }) });

/** Opens the history until the list behind it (an index, which may lag a write) has today's entry, then its table. */
async function openEntries(page: Page, path: string, caption: string) {
  const table = entriesTable(page, caption);
  await expect(async () => {
    await gotoAfterIndexLag(page, path);
    await expect(table).toContainText(todayLong(), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.locator('summary', { hasText: 'as a table, to change or delete one' }).click();
  return table;
}

async function saveChanges(page: Page) {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save my changes' }).click();
  await answered;
}

let woman: Account;

test.beforeAll(async ({ request }) => {
  woman = await createAccount(request, 'checkin-edit');
});

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
  await signInAs(page, woman);
});

test('a stress check-in is changed from her history, a stale change is refused with her values kept, and a delete is confirmed', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await recordCheckIn(page, 'stress', 7, 'Stress 7 out of 10');

  const table = await openEntries(page, '/stress', 'Your stress check-ins, newest first');
  await table
    .getByRole('link', { name: `Change the stress check-in of ${todayLong()}` })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Change the stress check-in of ${todayLong()}` }),
  ).toBeVisible();
  await expect(page.locator('input[name="level"]:checked')).toHaveValue('7');
  // Opened before the first tab saves, so it holds the entry as it was.
  const stale = await context.newPage();
  await stale.goto(page.url());
  await expect(stale.locator('input[name="level"]:checked')).toHaveValue('7');

  await chooseLevel(page, STRESS, 2);
  await saveChanges(page);
  const saved = page.getByTestId('entry-status');
  await expect(saved).toContainText(`Saved for ${todayLong()}: Stress 2 out of 10`);
  await expect(saved).toBeFocused();

  await chooseLevel(stale, STRESS, 9);
  await saveChanges(stale);
  await expect(stale.getByTestId('error-summary')).toContainText('changed somewhere else after you opened it');
  await expect(stale.locator('input[name="level"]:checked')).toHaveValue('9');
  await stale.close();

  await saved.getByRole('link', { name: 'Back to your stress history' }).click();
  await expect(async () => {
    await gotoAfterIndexLag(page, '/stress');
    const newest = entriesTable(page, 'Your stress check-ins, newest first').locator('tbody tr').first();
    await expect(newest.locator('td').first()).toHaveText('2', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /^Change the stress check-in of / })).toBeVisible();
  const entryUrl = page.url();
  await page.getByRole('button', { name: `Delete the stress check-in of ${todayLong()}` }).click();
  await page.getByRole('button', { name: 'No, keep it' }).click();
  await page.getByRole('button', { name: `Delete the stress check-in of ${todayLong()}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText(/will be deleted in \d+ seconds/)).toBeVisible();
  await expect(page).toHaveURL(/\/stress\?deleted=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('deleted-notice')).toHaveText('Your stress check-in has been deleted.');
  await expect(page.getByTestId('deleted-notice')).toBeFocused();
  await expect(
    page.getByText('Your stress levels will show here once you add a check-in in this time range.'),
  ).toBeVisible();
  await page.goto(entryUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
});

test('another woman opening the address of an entry is told there is no such page, not to sign in again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await recordCheckIn(page, 'sleep', 4, 'Sleep 4 out of 10');
  const table = await openEntries(page, '/sleep', 'Your sleep check-ins, newest first');
  const address = await table
    .getByRole('link', { name: /^Change the sleep check-in of / })
    .first()
    .getAttribute('href');

  // The API refuses her entry to anyone else; the page says what it says for an address that leads nowhere.
  const other = await createAccount(request, 'checkin-edit-other');
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await rememberCookieChoice(otherPage);
  await signInAs(otherPage, other);
  await otherPage.goto(address!);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
  await expect(otherPage.getByText('Please sign in again')).toHaveCount(0);
  await otherContext.close();
});

// Each theme: a mood check-in with a PHQ-4, its answers changed (the server scores them), then the edit screen
// with a problem and the delete question showing, and the history's table open, checked at both widths.
for (const theme of themes) {
  test(`a mood check-in's PHQ-4 is changed through the edit, and axe finds nothing (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Her own account: the two themes run side by side, and each opens "today's mood check-in" from the table.
    await signInAs(page, await createAccount(request, `checkin-edit-mood-${theme}`));
    await useTheme(page, theme);
    await recordCheckIn(page, 'mood', 5, 'PHQ-4 score is 12 out of 12', async () => {
      for (const item of [1, 2, 3, 4]) await page.locator(`input[name="phq4-${item}"][value="3"]`).check();
    });

    const table = await openEntries(page, '/mood', 'Your mood check-ins, newest first');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolationsAtEachWidth(page, `/mood with its table open (${theme})`);
    await table
      .getByRole('link', { name: `Change the mood check-in of ${todayLong()}` })
      .first()
      .click();
    await expect(page.locator('input[name="phq4-1"]:checked')).toHaveValue('3');
    for (const item of [1, 2]) await page.locator(`input[name="phq4-${item}"][value="0"]`).check();
    await saveChanges(page);
    await expect(page.getByTestId('entry-status')).toContainText('Your PHQ-4 score is 6 out of 12');
    await expect(page.getByRole('heading', { name: 'Your PHQ-4 score: 6 out of 12' })).toBeVisible();

    const next = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await page.getByRole('textbox', { name: 'Day' }).fill(String(next.getUTCDate()));
    await page.getByRole('textbox', { name: 'Month' }).fill(String(next.getUTCMonth() + 1));
    await page.getByRole('textbox', { name: 'Year' }).fill(String(next.getUTCFullYear()));
    await page.getByRole('button', { name: 'Save my changes' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('The date cannot be in the future');
    await page.getByRole('button', { name: /^Delete the mood check-in of / }).click();
    await expect(page.getByRole('button', { name: 'Yes, delete it' })).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, `/mood/<id> with a problem and the delete question (${theme})`);
  });
}
