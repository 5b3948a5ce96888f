import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { chooseLevel, levelQuestion } from './support/check-ins';
import { rememberCookieChoice } from './support/cookies';
import { createAccount, signInAs } from './support/sign-in';
import { switchTheme, useTheme } from './support/theme';

// A tab left open for her while someone else signed in on the same browser: an entry she saved there offline is
// refused when the connection returns (it is hers, not the new account's), and stays on the device with the reason.

const REFUSED =
  'Last try: Someone else is now signed in on this device, so this was not saved or sent. Sign out, then sign in again as yourself to save it.';

test('an entry queued offline in her tab is refused once someone else has signed in, and says why; axe in both themes', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const her = await createAccount(request, 'outbox-owner');
  const other = await createAccount(request, 'outbox-other');
  await rememberCookieChoice(page);
  await useTheme(page, 'light');
  await signInAs(page, her);
  await page.goto('/fatigued');
  await chooseLevel(page, levelQuestion('fatigue'), 6);
  // Her draft is written by the hydrated form: from here a save the server cannot get is queued, not lost.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('venus:form-draft:v1:'))))
    .toBe(true);

  // The other woman signs in on this browser (new session cookies); her page stays as it was rendered.
  await signInAs(page, other);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save fatigue check-in' }).click();
  const notice = page.getByTestId('not-yet-sent');
  await expect(notice).toContainText('1 entry is saved on this device but not yet sent');

  await context.setOffline(false);
  await expect(notice).toContainText(REFUSED, { timeout: 30_000 });
  await expect(notice).not.toContainText('when your connection returns');
  // The form's own answer from when it was kept promised to try, not that it would go.
  await expect(page.getByTestId('check-in-status')).not.toContainText('will be sent');
  await expect(page.getByText('Your saved entries have now been sent.')).toHaveCount(0);
  // In a status region that was on the page before the notice, so a screen reader announces it.
  await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
  await expectNoAxeViolationsAtEachWidth(page, `/fatigued with a refused entry (light)`);
  await switchTheme(page);
  await expect(notice).toContainText(REFUSED);
  await expectNoAxeViolationsAtEachWidth(page, `/fatigued with a refused entry (dark)`);
});
