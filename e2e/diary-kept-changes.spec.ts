import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { earlierCheckWithLump } from './support/checks';
import { rememberCookieChoice } from './support/cookies';
import { createAccount, signInAs } from './support/sign-in';
import { switchTheme, useTheme } from './support/theme';

// Changes to a saved check are kept on the device until saved: after a reload they are put back, with a notice
// that says so and lets her discard them. One load of that state, checked in each theme.

/** Whether this device keeps unsaved changes to the check (lib/offline/form-draft, lib/forms/edit-check). */
const changesKept = (page: Page, checkId: string) =>
  page.evaluate((id) => Object.keys(localStorage).some((key) => key.endsWith(`:edit-check:${id}`)), checkId);

test('changes to a saved check survive a reload with a notice to discard them; axe in both themes', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Her own account and check: nothing else edits it while the test runs.
  const account = await createAccount(request, 'kept-changes');
  await rememberCookieChoice(page);
  await useTheme(page, 'light');
  await signInAs(page, account);
  const id = await earlierCheckWithLump(page, account, 3);

  await page.goto(`/archive/${id}/edit`);
  const finding = page.getByRole('region', { name: 'Change 1 in your left breast' });
  await finding.getByRole('radio', { name: 'Swelling', exact: true }).check();
  // Kept on every change by the hydrated form: seeing it proves the change is on the device before the reload.
  await expect.poll(() => changesKept(page, id)).toBe(true);

  await page.reload();
  const notice = page.getByTestId('changes-resumed');
  await expect(notice).toContainText(
    'We kept the changes you made here earlier, just as you left them. They are not saved yet.',
  );
  // In the status region that was on the page before the notice, so a screen reader announces it.
  await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
  await expect(finding.getByRole('radio', { name: 'Swelling', exact: true })).toBeChecked();
  await expectNoAxeViolationsAtEachWidth(page, `/archive/<id>/edit with kept changes (light)`);
  await switchTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, `/archive/<id>/edit with kept changes (dark)`);

  await notice.getByRole('button', { name: 'Discard these changes' }).click();
  await expect(notice).toHaveCount(0);
  await expect(finding.getByRole('radio', { name: 'Lump', exact: true })).toBeChecked();
  // Gone from the device too, so the next visit shows the check as saved.
  await expect.poll(() => changesKept(page, id)).toBe(false);
});
