import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { earlierCheckWithLump } from './support/checks';
import { gotoAfterIndexLag } from './support/local-stack';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { shownTheme, switchTheme, themes, useTheme } from './support/theme';

let account: Account;

// A whole check is many steps; on a busy shared machine it needs more than the default 30 seconds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, request }) => {
  await rememberCookieChoice(page);
  // Each test has its own new account, so parallel tests never see each other's checks or drafts.
  account = await createAccount(request, 'check');
  await signInAs(page, account);
});

const next = (page: Page) => page.getByRole('button', { name: 'Next step' });

async function throughTheSteps(page: Page) {
  await page.goto('/checking');
  await expect(page.getByText('Step 1 of 7', { exact: true })).toBeVisible();
  for (let step = 2; step <= 7; step += 1) {
    await next(page).click();
    await expect(page.getByText(`Step ${step} of 7`, { exact: true })).toBeVisible();
  }
}

test('a new user records a check with no change in two presses after the last step', async ({ page }) => {
  await throughTheSteps(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Finish the check' }).click();
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is saved' })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(30_000);
  // Issue 11: the week's check-in is offered after a self-check.
  await expect(page.getByRole('link', { name: 'How has your week been?' })).toHaveAttribute('href', '/summary#week');

  // Straight away, with no wait for the index: the check is read by its id.
  await page.getByRole('link', { name: 'See this check' }).click();
  await expect(page).toHaveURL(/\/archive\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Check of / })).toBeVisible();
  await expect(page.getByText('Nothing different from usual.')).toBeVisible();

  await gotoAfterIndexLag(page, '/archive');
  await expect(page.getByRole('link', { name: /Nothing different from usual/ })).toHaveCount(1);
});

test('two findings in different places are saved, shown in the archive, and lead to the GP message', async ({
  page,
}) => {
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await page.getByRole('button', { name: 'Yes, record what I noticed' }).click();

  await page.getByRole('button', { name: 'Add a change in your left breast' }).click();
  const left = page.getByRole('region', { name: 'Change 1 in your left breast' });
  await left.getByRole('radio', { name: 'Lump' }).check();
  await left
    .getByRole('combobox', { name: 'Clock position' })
    .selectOption({ label: "2 o'clock (upper, towards the middle of the chest)" });
  await left.getByRole('combobox', { name: 'Distance from the nipple' }).selectOption({ label: '3 cm' });
  await left.getByRole('radio', { name: '3: moderate' }).check();

  await page.getByRole('button', { name: 'Add a change in your right breast' }).click();
  const right = page.getByRole('region', { name: 'Change 1 in your right breast' });
  await right.getByRole('radio', { name: 'Swelling' }).check();
  await right.getByRole('radio', { name: 'In the armpit' }).check();
  await right.getByRole('radio', { name: '2: mild' }).check();
  await page.getByRole('button', { name: 'Save my check' }).click();

  await expect(page.getByRole('heading', { name: 'See your GP about this change' })).toBeVisible();
  await expect(page.getByTestId('gp-advice')).toContainText('Please make an appointment with your GP without delay');
  await expect(page.getByTestId('gp-advice')).toContainText('NHS 111');
  await expect(page.getByRole('link', { name: 'See all your checks' })).toHaveAttribute('href', '/archive');
  await page.getByRole('link', { name: 'See this check' }).click();
  await expect(
    page.getByRole('img', { name: "Left breast: lump, left breast, 2 o'clock, 3 cm from the nipple" }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Right breast: swelling, right armpit' })).toBeVisible();
  await gotoAfterIndexLag(page, '/archive');
  await expect(
    page.getByRole('link', { name: /lump, left breast, 2 o'clock, 3 cm from the nipple; swelling, right armpit/ }),
  ).toBeVisible();
});

test('a finding is carried over to the next check, and still there says again to see a GP without delay', async ({
  page,
}) => {
  await earlierCheckWithLump(page, account, 30);
  await page.goto('/checking');
  const carried = page.getByRole('group', {
    name: /lump, left breast, 2 o'clock, 3 cm from the nipple: is it still there\?/,
  });
  await expect(carried).toBeVisible();
  await carried.getByRole('radio', { name: 'Still there' }).check();
  // Announced as it appears (a live region there from the start) and heard with the question's answers.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Please see your GP about this without delay, if you have not already.' }),
  ).toBeVisible();
  await expect(carried).toHaveAccessibleDescription(
    /Please see your GP about this without delay, if you have not already\.$/,
  );
  await page.getByRole('button', { name: 'Start the check' }).click();
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'See your GP about a change that is still there' })).toBeVisible();

  // Changing this check later, the lump is shown as the earlier check described it, corrected only there.
  await page.getByRole('link', { name: 'See this check' }).click();
  await page.getByRole('link', { name: 'Change this check' }).click();
  await expect(page.getByText(/From an earlier check: .*lump/)).toBeVisible();
  await expect(page.getByText('You answered “Still there”.', { exact: false })).toBeVisible();
  const describing = page.getByRole('link', { name: /^change the check of / });
  await expect(describing).toHaveAttribute('href', /^\/archive\/[^/]+\/edit$/);
  const theme = await shownTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, `/archive/<id>/edit with a finding from an earlier check (${theme})`);
  await switchTheme(page);
  await expectNoAxeViolationsAtEachWidth(
    page,
    `/archive/<id>/edit with a finding from an earlier check (theme switched)`,
  );
});

test('an earlier finding must be answered before the check starts, and one that has changed is saved as it is now', async ({
  page,
}) => {
  await earlierCheckWithLump(page, account, 30);
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Start the check' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Say whether this is still there, has changed or has gone');
  await expect(page.getByText('Step 1 of 7', { exact: true })).toHaveCount(0);

  const carried = page.getByRole('group', {
    name: /lump, left breast, 2 o'clock, 3 cm from the nipple: is it still there\?/,
  });
  await carried.getByRole('radio', { name: 'Changed' }).check();
  // Opened with what she recorded before (severity 3, no size), for her to bring up to date.
  const now = page.getByRole('region', {
    name: /^How is the lump, left breast, 2 o'clock, 3 cm from the nipple now\?$/,
  });
  await expect(now.getByRole('radio', { name: '3: moderate' })).toBeChecked();
  await now.getByRole('spinbutton', { name: /Size in millimetres/ }).fill('16');
  await now.getByRole('radio', { name: '4: marked' }).check();
  await page.getByRole('button', { name: 'Start the check' }).click();
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is saved' })).toBeVisible();

  await page.getByRole('link', { name: 'See this check' }).click();
  await expect(page.getByText(/4: marked, about 16 mm, changed/)).toBeVisible();
});

test('a check that leaves out an earlier finding is saved with it as not checked, says so, and the next check asks again', async ({
  page,
}) => {
  // The page opens before the earlier lump is in her records (as a tab left open, or a check kept offline, does),
  // so it does not ask about it.
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await earlierCheckWithLump(page, account, 30);
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is saved' })).toBeVisible();
  await expect(
    page.getByText(
      '1 change you noted before wasn’t asked about on this page, so it is recorded as not checked this time; you’ll be asked about it at your next check.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('error-summary')).toHaveCount(0);

  await page.getByRole('link', { name: 'See this check' }).click();
  await expect(page.getByRole('heading', { name: 'Not checked this time' })).toBeVisible();
  // Opened later, it never reads less urgently: the GP sentence the saved screen gives for a change not checked.
  await expect(page.getByText('Nothing different in what you checked this time.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not checked this time' })).toContainText(
    'If you have not seen your GP about it yet, please make an appointment without delay.',
  );
  // Once in each theme: no other screen has this section and its GP sentence.
  await expectNoAxeViolationsAtEachWidth(page, `/archive/<id> not checked (${await shownTheme(page)})`);
  await expectNoAxeViolationsAtEachWidth(page, `/archive/<id> not checked (${await switchTheme(page)})`);
  await gotoAfterIndexLag(page, '/archive');
  await expect(
    page.getByRole('link', {
      name: /Nothing different from usual\. Not checked this time: lump, left breast, 2 o'clock, 3 cm from the nipple/,
    }),
  ).toHaveCount(1);
  // Still open: her next check asks about it, and "I didn’t check this today" is hers to give.
  await page.goto('/checking');
  const carried = page.getByRole('group', {
    name: /lump, left breast, 2 o'clock, 3 cm from the nipple: is it still there\?/,
  });
  await expect(carried).toBeVisible();
  await carried.getByRole('radio', { name: 'I didn’t check this today' }).check();
  await expect(page.getByText('Please see your GP about this without delay, if you have not already.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start the check' }).click();
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is saved' })).toBeVisible();
  await expect(page.getByText(/wasn’t asked about on this page/)).toHaveCount(0);
  await expect(
    page.getByText(/^You didn’t check 1 change you noted before .*please make an appointment without delay/),
  ).toBeVisible();
});

test('offline, "Start another check" asks about the change the check just kept, and both are sent when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Yes, record what I noticed' }).click();
  await page.getByRole('button', { name: 'Add a change in your right breast' }).click();
  const right = page.getByRole('region', { name: 'Change 1 in your right breast' });
  await right.getByRole('radio', { name: 'Swelling' }).check();
  await right.getByRole('radio', { name: 'In the armpit' }).check();
  await right.getByRole('radio', { name: '2: mild' }).check();
  await page.getByRole('button', { name: 'Save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is kept on this device' })).toBeVisible();

  await page.getByRole('button', { name: 'Start another check' }).click();
  await expect(page.getByRole('heading', { name: 'Changes you noted before' })).toBeVisible();
  const swelling = page.getByRole('group', { name: /swelling, right armpit: is it still there\?/ });
  await swelling.getByRole('radio', { name: 'Still there' }).check();
  await page.getByRole('button', { name: 'Start the check' }).click();
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is kept on this device' })).toBeVisible();
  await expect(page.getByTestId('not-yet-sent')).toContainText('2 checks are saved on this device');

  await context.setOffline(false);
  await expect(page.getByText('Your saved checks have now been sent.')).toBeVisible();
  await expect(page.getByTestId('not-yet-sent')).toHaveCount(0);
  await gotoAfterIndexLag(page, '/archive');
  await expect(page.getByRole('link', { name: /swelling, right armpit/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /swelling, right armpit \(still there\)/ })).toHaveCount(1);
});

test('the check in progress survives a reload and is never shown to another account', async ({ page, request }) => {
  await page.goto('/checking');
  await next(page).click();
  await next(page).click();
  await expect(page.getByText('Step 3 of 7', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 3 of 7', { exact: true })).toBeVisible();
  await expect(page.getByText('We kept the check you started earlier')).toBeVisible();

  // Another account on the same device (same browser storage) starts at the beginning.
  await signInAs(page, await createAccount(request, 'check-other'));
  await page.reload();
  await expect(page.getByText('Step 1 of 7', { exact: true })).toBeVisible();
});

test('saved offline, the check is kept as "not yet sent" and sent when the connection returns, once', async ({
  page,
  context,
}) => {
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is kept on this device' })).toBeVisible();
  await expect(page.getByTestId('not-yet-sent')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Your saved checks have now been sent.')).toBeVisible();
  await gotoAfterIndexLag(page, '/archive');
  await expect(page.getByRole('link', { name: /Nothing different from usual/ })).toHaveCount(1);
});

test('offline on a device that keeps nothing, the check stays on the page with the reason; axe in both themes', async ({
  page,
  context,
}) => {
  // Private browsing or full storage: the device refuses everything the app keeps (the theme aside, for the test).
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key.startsWith('venus:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/checking');
  await expect(page.getByText(/This device is not keeping your check as you go/)).toBeVisible();
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByText(/this device could not keep your entry/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your check is kept on this device' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'No, save my check' })).toBeVisible();
  const theme = await shownTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, `/checking offline with nothing kept (${theme})`);
  await switchTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, '/checking offline with nothing kept (theme switched)');

  // Back online, the same press saves it.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: /Your check is saved/ })).toBeVisible();
});

test('sent later, a check kept offline that left out an earlier finding says so once, with a link to that check', async ({
  page,
  context,
}) => {
  // The page opens before the earlier lump is in her records, so it does not ask about it.
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await earlierCheckWithLump(page, account, 30);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is kept on this device' })).toBeVisible();
  await context.setOffline(false);

  const note = page.getByTestId('sent-note');
  await expect(note).toContainText(
    /Your check from \d{1,2} \w+ \d{4} has now been saved\. 1 change you noted before wasn’t asked about on the page you saved it on, so it is recorded as not checked in that check\./,
  );
  // Polite: in the notice's status region, not an alert.
  await expect(page.getByRole('status').filter({ has: note })).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ has: note })).toHaveCount(0);
  await note.getByRole('link', { name: /^Open your check from .* to see which$/ }).click();
  await expect(page).toHaveURL(/\/archive\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Not checked this time' })).toBeVisible();

  // Shown once: the check page opened again (hydrated, so the device has been read) does not say it again.
  await page.goto('/checking');
  await expect(page.getByRole('button', { name: /Start the check|Next step/ })).toBeVisible();
  await expect(page.getByTestId('sent-note')).toHaveCount(0);
});

test('the same check saved from two tabs leaves one record', async ({ page, context }) => {
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  const second = await context.newPage();
  await second.goto('/checking');
  await expect(second.getByRole('heading', { name: 'Did you notice anything different from usual?' })).toBeVisible();
  await page.getByRole('button', { name: 'No, save my check' }).click();
  await second.getByRole('button', { name: 'No, save my check' }).click();
  await expect(page.getByRole('heading', { name: 'Your check is saved' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Your check is saved' })).toBeVisible();
  await gotoAfterIndexLag(page, '/archive');
  await expect(page.getByRole('link', { name: /Nothing different from usual/ })).toHaveCount(1);
});

test('the breast map works with the keyboard alone, and a missing place is explained next to the map', async ({
  page,
}) => {
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  await page.getByRole('button', { name: 'Yes, record what I noticed' }).click();
  await page.getByRole('button', { name: 'Add a change in your left breast' }).click();
  await page.getByRole('radio', { name: 'Lump' }).check();
  await page.getByRole('radio', { name: '1: barely noticeable' }).check();
  await page.getByRole('button', { name: 'Save my check' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Mark where it is on the map');

  const map = page.getByRole('group', { name: 'Map of your left breast as you look down at it' });
  await map.focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
  await expect(page.getByText("Marked: left breast, 2 o'clock, 4 cm from the nipple")).toBeVisible();
});

test('a period start over a year ago is explained by its field before the findings, not only when she saves them', async ({
  page,
}) => {
  await page.goto('/checking');
  await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
  const periodStart = page.getByLabel('First day of your last period');
  await periodStart.fill(new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Yes, record what I noticed' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(page.getByRole('heading', { name: 'What did you notice?' })).toHaveCount(0);
  await summary.getByRole('link', { name: /That is more than a year ago/ }).click();
  await expect(periodStart).toBeFocused();
  await expect(periodStart).toHaveAccessibleDescription(/That is more than a year ago/);

  await page.getByLabel('Or, if you don’t have periods').selectOption({ label: 'I have been through the menopause' });
  await page.getByRole('button', { name: 'Yes, record what I noticed' }).click();
  await expect(page.getByRole('heading', { name: 'What did you notice?' })).toBeVisible();
  await expect(summary).toHaveCount(0);
});

// Once per theme, each state checked at both widths (support/axe.ts).
for (const theme of themes) {
  test(`axe finds nothing on the check (${theme}, with errors shown)`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/checking');
    await expectNoAxeViolationsAtEachWidth(page, `/checking step ${theme}`);
    await page.getByRole('button', { name: 'Skip to recording what you found' }).click();
    await page.getByRole('button', { name: 'Yes, record what I noticed' }).click();
    await page.getByRole('button', { name: 'Add a change in your left breast' }).click();
    await page.getByRole('button', { name: 'Save my check' }).click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, `/checking findings with errors ${theme}`);
  });
}

test('when her session has ended she signs in again and comes back to the check where she left it', async ({
  page,
}) => {
  await page.goto('/checking');
  await next(page).click();
  await next(page).click();
  await expect(page.getByText('Step 3 of 7', { exact: true })).toBeVisible();
  await page.context().clearCookies();
  await page.goto('/checking');
  await expect(page).toHaveURL(/\/\?next=%2Fchecking$/);
  // Wait for the home page to have read her (ended) session, or its own redirect would race the next goto.
  await expect(page.getByText('Please sign in to see that page.')).toBeVisible();
  await signInAs(page, account);
  await page.goto('/checking');
  await expect(page.getByText('Step 3 of 7', { exact: true })).toBeVisible();
});

test('a check opened from the archive can be deleted after a confirm, and undone for a short while', async ({
  page,
}) => {
  await earlierCheckWithLump(page, account, 3);
  await gotoAfterIndexLag(page, '/archive');
  await page.getByRole('link', { name: /lump, left breast, 2 o'clock, 3 cm from the nipple/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Check of / })).toBeVisible();
  await expect(
    page.getByRole('img', { name: "Left breast: lump, left breast, 2 o'clock, 3 cm from the nipple" }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete this check' }).click();
  await page.getByRole('button', { name: 'No, keep it' }).click();
  await page.getByRole('button', { name: 'Delete this check' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Check of / })).toBeVisible();

  await page.getByRole('button', { name: 'Delete this check' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  // Only the record id goes into the address; the archive leaves that check out even while its index still has it.
  await expect(page).toHaveURL(/\/archive\?deleted=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('deleted-notice')).toHaveText('The check has been deleted.');
  await expect(page.getByTestId('deleted-notice')).toBeFocused();
  await expect(page.getByText('You have not recorded a check yet.')).toBeVisible();
});
