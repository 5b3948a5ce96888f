import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { earlierCheckWithLump } from './support/checks';
import { rememberCookieChoice } from './support/cookies';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { themes, useTheme } from './support/theme';

let account: Account;

// Each test seeds checks and opens several screens; on a busy shared machine that needs more than 30 seconds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, request }) => {
  await rememberCookieChoice(page);
  // Each test has its own new account, so parallel tests never see each other's checks.
  account = await createAccount(request, 'diary');
  await signInAs(page, account);
});

const LUMP = "lump, left breast, 2 o'clock, 3 cm from the nipple";
const SWELLING = "swelling, left breast, 2 o'clock, 3 cm from the nipple";

/** Saves the edit and waits for the server's answer: the confirmation of an earlier save is still on screen. */
async function saveChanges(page: Page, id: string) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/archive/${id}/edit`,
  );
  await page.getByRole('button', { name: 'Save my changes' }).click();
  await answered;
}

test('a check edited from the archive shows the change, and a stale edit from another tab is refused', async ({
  page,
  context,
}) => {
  const id = await earlierCheckWithLump(page, account, 3);
  await page.goto(`/archive/${id}`);
  await page.getByRole('link', { name: 'Change this check' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Change the check of / })).toBeVisible();
  // Opened before the first tab saves, so it holds the check as it was.
  const stale = await context.newPage();
  await stale.goto(`/archive/${id}/edit`);
  await expect(stale.getByRole('heading', { level: 1, name: /^Change the check of / })).toBeVisible();

  const finding = page.getByRole('region', { name: 'Change 1 in your left breast' });
  await finding.getByRole('radio', { name: 'Swelling' }).check();
  await saveChanges(page, id);
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  // A second save from the same tab carries the revision its first save returned, so it is not a conflict.
  await finding.getByRole('radio', { name: '4: marked' }).check();
  await saveChanges(page, id);
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  await expect(page.getByText(/changed somewhere else/)).toHaveCount(0);

  await page.goto(`/archive/${id}`);
  await expect(page.getByRole('img', { name: `Left breast: ${SWELLING}` })).toBeVisible();
  await expect(page.getByText('4: marked')).toBeVisible();

  await stale
    .getByRole('region', { name: 'Change 1 in your left breast' })
    .getByRole('radio', { name: 'Pain' })
    .check();
  await saveChanges(stale, id);
  await expect(stale.getByTestId('error-summary')).toContainText(
    'This check was changed somewhere else after you opened it, so your changes were not saved. They are kept on this device: reload the page to see the latest version, and you will be offered your changes again.',
  );
  await page.reload();
  await expect(page.getByRole('img', { name: `Left breast: ${SWELLING}` })).toBeVisible();

  // The refused change was kept on the device: the reload shows the newer version and offers it, never puts it over.
  await stale.reload();
  const offer = stale.getByTestId('changes-offered');
  await expect(offer).toContainText('This check has been changed somewhere else since you made your changes');
  const staleFinding = stale.getByRole('region', { name: 'Change 1 in your left breast' });
  await expect(staleFinding.getByRole('radio', { name: 'Swelling' })).toBeChecked();
  await offer.getByRole('button', { name: 'Use my changes' }).click();
  await expect(staleFinding.getByRole('radio', { name: 'Pain' })).toBeChecked();
  // Only what she changed goes on: how marked it is, changed only in the other tab, stays; the kind both changed
  // is hers, and she is told so.
  await expect(staleFinding.getByRole('radio', { name: '4: marked' })).toBeChecked();
  const merged = stale.getByTestId('changes-merged');
  await expect(merged).toBeFocused();
  await expect(merged.getByRole('listitem')).toHaveText([/^Pain, left breast.*: what you noticed$/]);
  await saveChanges(stale, id);
  await expect(stale.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  await stale.reload();
  await expect(stale.getByTestId('changes-offered')).toHaveCount(0);
  await expect(stale.getByTestId('changes-resumed')).toHaveCount(0);
});

test('two tabs changing one check are each told when the other changes what the device keeps', async ({
  page,
  context,
}) => {
  const id = await earlierCheckWithLump(page, account, 3);
  await page.goto(`/archive/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: /^Change the check of / })).toBeVisible();
  const other = await context.newPage();
  await other.goto(`/archive/${id}/edit`);
  await expect(other.getByRole('heading', { level: 1, name: /^Change the check of / })).toBeVisible();
  const finding = (tab: Page) => tab.getByRole('region', { name: 'Change 1 in your left breast' });

  await finding(page).getByRole('radio', { name: 'Swelling' }).check();
  await finding(other).getByRole('radio', { name: 'Pain' }).check();
  const notice = page.getByTestId('changes-other-tab');
  await expect(notice).toContainText('You have also changed this check in another tab or window');
  await notice.getByRole('button', { name: 'Use the changes from the other tab' }).click();
  await expect(finding(page).getByRole('radio', { name: 'Pain' })).toBeChecked();
  await expect(notice).toHaveCount(0);

  // A reload of a tab keeps it the same tab: what it kept is put back, not offered as another tab's.
  await other.reload();
  await expect(other.getByTestId('changes-resumed')).toBeVisible();
  await expect(finding(other).getByRole('radio', { name: 'Pain' })).toBeChecked();
});

test('the diary screens show her findings over time, her periods and her cycle', async ({ page }) => {
  await earlierCheckWithLump(page, account, 60, 5);
  await earlierCheckWithLump(page, account, 31, 5);
  await page.goto('/tracking');
  await expect(page.getByRole('heading', { name: new RegExp(LUMP, 'i') }).first()).toBeVisible();
  // The lump is still there, so the page points her to her GP and the report.
  await expect(page.getByRole('link', { name: 'report for your GP' })).toHaveAttribute('href', '/report');
  // Each mention opens its check in the archive.
  await page.getByRole('list', { name: 'Each check that mentions it' }).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Check of / })).toBeVisible();
  await page.goto('/cycle');
  await expect(page.getByText('29 days').first()).toBeVisible();
  await page.goto('/period');
  await expect(page.getByRole('table', { name: 'Your recorded periods, newest first' })).toContainText('29 days');
});

// Every diary screen, once per theme and checked at both widths, with her checks in it (and the edit with an
// error shown).
for (const theme of themes) {
  test(`axe finds nothing on the diary screens (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await earlierCheckWithLump(page, account, 60, 5);
    const id = await earlierCheckWithLump(page, account, 31, 5);
    const axe = (screen: string) => expectNoAxeViolationsAtEachWidth(page, `${screen} ${theme}`);

    await page.goto('/archive');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('link', { name: new RegExp(LUMP) })).toHaveCount(2);
    await axe('/archive');

    await page.goto(`/archive/${id}`);
    await expect(page.getByRole('img', { name: `Left breast: ${LUMP}` })).toBeVisible();
    await axe('/archive/<id>');

    await page.goto(`/archive/${id}/edit`);
    await page.getByRole('button', { name: 'Add a change in your right breast' }).click();
    await page.getByRole('button', { name: 'Save my changes' }).click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await axe('/archive/<id>/edit with errors');

    for (const path of ['/tracking', '/period', '/cycle']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await axe(path);
    }
  });
}
