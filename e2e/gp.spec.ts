import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { expectNoAxeViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { latestEmailedCode, localStackUrl } from './support/local-stack';
import { LOCAL_USER_POOL_CLIENT_ID as ClientId } from '../local/identity/pool';
import { createAccount, demoAccount, signInAs, type Account } from './support/sign-in';
import { themes, useTheme } from './support/theme';

/** Issue 14's screens: /settings (data, consents, erasure), /report with its downloads, /doctor. */

const widths = [375, 1280] as const;

async function identity(page: Page, action: string, body: unknown) {
  const response = await page.request.post(`${localStackUrl}/identity`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify(body),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, any> };
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test.describe('axe on every new screen, both themes, 375 and 1280 px', () => {
  for (const theme of themes) {
    for (const width of widths) {
      test(`${theme} at ${width} px`, async ({ page }) => {
        test.setTimeout(300_000); // eight axe runs and a form; the shared machine can be slow
        await useTheme(page, theme);
        await page.setViewportSize({ width, height: 900 });
        await signInAs(page, demoAccount);
        for (const path of ['/settings', '/plan', '/report?range=all', '/doctor']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // /plan's run covers her next steps from the demo user's risk level too (e2e/profile.spec.ts).
          if (path === '/plan') await expect(page.getByTestId('plan-level')).toBeVisible();
          await expectNoAxeViolations(page, `${path} ${theme} ${width}`);
        }
        // The delete form with its error shown.
        await page.goto('/settings');
        await page.getByRole('button', { name: 'Delete my account' }).click();
        await expect(page.getByTestId('error-summary')).toBeFocused();
        await expectNoAxeViolations(page, `/settings with an error ${theme} ${width}`);
        // The plan form with its errors shown.
        await page.goto('/plan');
        await page.getByLabel('Time of day').fill('25:99');
        await page.getByRole('button', { name: 'Save my reminders' }).click();
        await expect(page.getByTestId('error-summary')).toBeFocused();
        await expectNoAxeViolations(page, `/plan with an error ${theme} ${width}`);
        // The print view of the report.
        await page.goto('/report?range=all');
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        await expect(page.getByRole('button', { name: 'Print the report' })).toBeHidden();
        await expect(page.getByRole('heading', { name: 'Breast self-check summary' })).toBeVisible();
        await expectNoAxeViolations(page, `/report print ${theme} ${width}`);
      });
    }
  }
});

test('set a reminder, download the calendar file, subscribe and revoke the address', async ({ page, request }) => {
  test.setTimeout(90_000); // several saves on a shared, busy machine
  await signInAs(page, await createAccount(request, 'plan', { given: 'Edith' }));
  await page.goto('/plan');
  await page.getByRole('radio', { name: 'Every month' }).check();
  await page.getByRole('radio', { name: 'On a fixed day of the month' }).check();
  await page.getByRole('textbox', { name: 'Day of the month' }).fill('31');
  await page.getByLabel('Time of day').fill('19:30');
  await page.getByRole('button', { name: 'Save my reminders' }).click();
  await expect(page.getByTestId('plan-status')).toContainText(
    /Saved: every month, next on \d{1,2} [A-Z][a-z]{2} \d{4}\./,
  );

  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download the calendar file/ }).click(),
  ]);
  const text = readFileSync((await ics.path())!, 'utf8');
  const ICAL = (await import('ical.js')).default;
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  expect(String(event.getFirstPropertyValue('rrule'))).toContain('FREQ=MONTHLY');
  expect(String(event.getFirstPropertyValue('rrule'))).toContain('BYMONTHDAY=-1');
  expect(event.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/London');
  expect(event.getFirstSubcomponent('valarm')).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Day of the month' })).toHaveValue('31');

  await page.getByRole('button', { name: 'Make a subscription address' }).click();
  const address = page.getByLabel('Your private calendar address');
  await expect(address).toHaveValue(/\/calendar\/.+\.ics$/);
  const feedUrl = new URL(await address.inputValue());
  const feed = await request.get(feedUrl.pathname); // no session: a calendar program
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VEVENT');
  // Stopping her reminders empties the subscription (a failing address would keep alerting) and keeps its switch.
  await page.getByRole('radio', { name: 'No reminders' }).check();
  await page.getByRole('button', { name: 'Save my reminders' }).click();
  await expect(page.getByTestId('plan-status')).toContainText('Saved: no reminders will be sent.');
  const emptied = await request.get(feedUrl.pathname);
  expect(emptied.status()).toBe(200);
  expect(await emptied.text()).toContain('BEGIN:VCALENDAR');
  expect(await emptied.text()).not.toContain('BEGIN:VEVENT');
  await page.getByRole('button', { name: 'Switch the address off' }).click();
  await expect(page.getByTestId('feed-status')).toContainText('no longer works');
  expect((await request.get(feedUrl.pathname)).status()).toBe(404);
});

test('the unsubscribe link asks first and refuses a forged token, without signing in', async ({ request }) => {
  const page = await request.get('/unsubscribe?token=abc.def');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('Stop my reminders');
  const forged = await request.post('/unsubscribe?token=abc.def');
  expect(forged.status()).toBe(400);
});

test('build a report for a period, download the PDF and the CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, demoAccount);
  await page.goto('/report');
  await page.getByLabel('Period').selectOption('all');
  await page.getByRole('button', { name: 'Show the report' }).click();
  await expect(page).toHaveURL(/range=all/);
  await expect(page.getByRole('heading', { name: 'Breast self-check summary' })).toBeVisible();
  await expect(page.getByText('All records to')).toBeVisible();
  // The demo year's tender area: noted at one check, recorded gone at the next, so the GP sees when it went.
  await expect(page.getByRole('table', { name: /Each change/ })).toContainText(
    /Pain.*1 of \d+ checks; gone by \d{1,2} \w{3} \d{4}; last found \d{1,2} \w{3} \d{4}/s,
  );
  // She marked it at 10 o'clock on her left breast as she looks down; a GP reads the clock facing her.
  await expect(page.getByRole('table', { name: /Each change/ })).toContainText(
    "Left: 2 o'clock, 4 cm from the nipple (upper, towards the armpit)",
  );
  await expect(
    page.getByText('Clock positions and the map are as you face her (her right breast on your left).'),
  ).toBeVisible();
  // The symptoms she ticked in her check-ins, each with how many entries have it.
  await expect(
    page.getByRole('region', { name: 'Symptoms she ticked in her diary' }).getByRole('listitem').first(),
  ).toHaveText(/^[A-Z][a-z ]+ \(\d+ entries\)$/);
  // Her year of check-ins is summed up, one line a kind.
  for (const kind of ['Stress', 'Sleep problems', 'Low mood', 'Fatigue']) {
    await expect(page.getByText(new RegExp(`^${kind}: \\d+ entries, average [\\d.]+, highest \\d+`))).toBeVisible();
  }

  // A period chosen but not yet shown is the one the download has.
  await page.getByLabel('Period').selectOption('3-months');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.url()).toContain('range=3-months');
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = readFileSync((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download CSV/ }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect(readFileSync((await csv.path())!, 'utf8').split(/\r?\n/)[0]).toMatch(/,/);

  const direct = await page.request.get('/report/pdf?range=3-months');
  expect(direct.headers()['cache-control']).toContain('no-store');
  expect(direct.headers()['content-type']).toBe('application/pdf');
});

test('withdrawn health-data consent pauses the report; giving it again brings it back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, 'consent', { given: 'Ada', family: 'Lovelace' });
  await signInAs(page, account);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Withdraw my health-data consent' }).click();
  await expect(page.getByTestId('consent-status')).toContainText('withdrawn');
  // The withdrawal has its own time (and when she gave it stays on record: consents-list.test.tsx).
  await expect(page.getByTestId('consent-health-data')).toContainText(/^Withdrawn \d+ \w+ \d{4} at \d\d:\d\d/);
  await page.goto('/report');
  await expect(page.getByTestId('health-consent-notice')).toBeVisible();
  expect((await page.request.get('/report/csv')).status()).toBe(403);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Give my health-data consent' }).click();
  await expect(page.getByTestId('consent-status')).toContainText('recorded');
  await expect(page.getByTestId('consent-health-data')).toContainText('Given');
  await page.goto('/report');
  await expect(page.getByRole('heading', { name: 'Breast self-check summary' })).toBeVisible();
});

test('download my data, then delete the account: signed out, identity gone, the email joins again as new', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account: Account = await createAccount(request, 'erase', { given: 'Grace', family: 'Hopper' });
  await signInAs(page, account);
  await page.goto('/settings');
  await expect(page.getByLabel('First name')).toHaveValue('Grace'); // her User record now exists

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download my data/ }).click(),
  ]);
  const files = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'data.json', 'consents.csv', 'user.csv']));
  const data = JSON.parse(strFromU8(files['data.json']!)) as {
    identity: Record<string, string>;
    user: { given: string };
  };
  expect(data.identity.email).toBe(account.email);
  expect(data.user.given).toBe('Grace');

  // A check-in she started on this device: it must go with the account, and only with it.
  await page.goto('/sleeper');
  await page
    .getByRole('group', { name: 'How badly has your sleep been affected?' })
    .getByText('7', { exact: true })
    .click();
  const deviceRecords = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('venus:form-draft:')));
  await expect.poll(deviceRecords).toHaveLength(1);
  await page.goto('/settings');

  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByLabel('Your password')).toHaveAccessibleDescription(/That password is not right/);
  expect(await deviceRecords()).toHaveLength(1);

  await page.getByLabel('Your password').fill(account.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  // Erasure waits for the index to catch up before its last look (about the index lag and half a second more).
  await expect(page).toHaveURL(/\/account-deleted$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expectNoAxeViolations(page, 'account deleted confirmation');
  await expect.poll(deviceRecords).toHaveLength(0);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/\?next=/);
  // Off the home page's `?next` hand-off: once she is signed in again below, it would go on to /settings by
  // itself and abort the test's own navigation there.
  await page.goto('/about');
  const signIn = await identity(page, 'InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
  });
  expect(signIn.status).toBe(400);

  // Her email joins again as a new person and finds nothing of the old one.
  const rejoin = await identity(page, 'SignUp', {
    ClientId,
    Username: account.email,
    Password: account.password,
    UserAttributes: [{ Name: 'email', Value: account.email }],
  });
  expect(rejoin.status).toBe(200);
  const code = await latestEmailedCode(request, account.email);
  expect(
    (await identity(page, 'ConfirmSignUp', { ClientId, Username: account.email, ConfirmationCode: code })).status,
  ).toBe(200);
  await signInAs(page, account);
  await page.goto('/settings');
  await expect(page.getByLabel('First name')).toHaveValue('');
});
