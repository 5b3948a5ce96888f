import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAxeViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { INDEX_LAG_MS, latestEmailedCode, localStackUrl, uniqueEmail } from './support/local-stack';
import { createAccount, signInAs } from './support/sign-in';
import { themes, useTheme } from './support/theme';

/** Issue 14's last gaps: questions for the GP, deleting health data only, and a change of email by code. */

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

/** One stress check-in written through the API with her own token, as the diary screen would. */
async function recordCheckIn(page: Page): Promise<string> {
  const id = randomUUID();
  const cookies = await page.context().cookies();
  const accessToken = cookies.find((cookie) => cookie.name.endsWith('.accessToken'))?.value ?? '';
  const response = await page.request.post(`${localStackUrl}/graphql`, {
    headers: { authorization: decodeURIComponent(accessToken), 'content-type': 'application/json' },
    data: {
      query: 'mutation($input: CreateDiaryEntryInput!) { createStress(input: $input) { id } }',
      variables: {
        input: { id, checked: new Date().toISOString().slice(0, 10), aLevel: 6, aMonth: 1 },
      },
    },
  });
  expect(await response.json(), 'createStress').toMatchObject({ data: { createStress: { id: expect.any(String) } } });
  return id;
}

async function withdrawConsent(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Withdraw my health-data consent' }).click();
  await expect(page.getByTestId('consent-status')).toContainText('withdrawn');
  await expect(page.getByRole('heading', { name: 'Delete my health data' })).toBeVisible();
}

test('her questions for the GP are kept and appear in the report, its PDF and its CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInAs(page, await createAccount(request, 'questions', { given: 'Mary' }));
  await page.goto('/report?range=all');
  const box = page.getByRole('textbox', { name: 'What I want to ask (optional)' });
  await box.fill('Do I need a scan?\n\nWhat happens at a breast clinic?');
  await page.getByRole('button', { name: 'Save my questions' }).click();
  await expect(page.getByTestId('questions-status')).toContainText('saved');
  const asked = page.getByRole('region', { name: 'What I want to ask' });
  await expect(asked.getByRole('listitem')).toHaveText(['Do I need a scan?', 'What happens at a breast clinic?']);

  await page.reload();
  await expect(box).toHaveValue('Do I need a scan?\n\nWhat happens at a breast clinic?');
  const csv = await (await page.request.get('/report/csv?range=all')).text();
  expect(csv).toMatch(/Question,\d{4}-\d\d-\d\d,question-1,.*What I want to ask.*Do I need a scan\?/);
  expect(csv).toContain('What happens at a breast clinic?');
  const pdf = await page.request.get('/report/pdf?range=all');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(page.url()).not.toContain('scan');
});

test('after withdrawing consent she deletes her health data and keeps her account', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, 'health-data', { given: 'Rosalind' });
  await signInAs(page, account);
  await page.goto('/report');
  await page.getByRole('textbox', { name: 'What I want to ask (optional)' }).fill('Is this normal?');
  await page.getByRole('button', { name: 'Save my questions' }).click();
  await expect(page.getByTestId('questions-status')).toContainText('saved');
  await recordCheckIn(page);

  await withdrawConsent(page);
  const healthData = page.getByRole('form', { name: 'Delete my health data' });
  await healthData.getByLabel('Your password').fill('not-my-password');
  await healthData.getByRole('button', { name: 'Delete my health data' }).click();
  await expect(healthData.getByLabel('Your password')).toHaveAccessibleDescription(/That password is not right/);

  // The deletion reads her records through the (lagging) index, as on AWS: she has been on the page a moment.
  await page.waitForTimeout(INDEX_LAG_MS + 250);
  await healthData.getByLabel('Your password').fill(account.password);
  await healthData.getByRole('button', { name: 'Delete my health data' }).click();
  // The deletion also waits an index lag for the index to catch up before its last look.
  await expect(page.getByTestId('health-data-status')).toContainText(
    'Your health data has been deleted: 1 record erased. Your account, consents and claimed codes are kept.',
    { timeout: 15_000 },
  );

  // Her account and consents record remain (withdrawn until she gives it again); her questions and check-in are gone.
  await page.goto('/settings');
  await expect(page.getByLabel('First name')).toHaveValue('Rosalind');
  await expect(page.getByTestId('consent-health-data')).toContainText('Withdrawn');
  await page.getByRole('button', { name: 'Give my health-data consent' }).click();
  await expect(page.getByTestId('consent-status')).toContainText('recorded');
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download my data/ }).click(),
  ]);
  const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(readFileSync((await zip.path())!)))['data.json']!)) as {
    user: Record<string, unknown> | null;
    stress: unknown[];
  };
  expect(data.user).toMatchObject({ given: 'Rosalind' });
  expect(data.user).not.toHaveProperty('gpQuestions');
  expect(data.stress).toEqual([]);
});

test('while her consent is withdrawn no screen shows or records her health information', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInAs(page, await createAccount(request, 'paused', { given: 'Marie' }));
  const entryId = await recordCheckIn(page);
  await page.waitForTimeout(INDEX_LAG_MS + 250);
  // The page (and its server payload) names the entry while she has consented...
  expect(await (await page.request.get('/stress')).text()).toContain(entryId);

  await withdrawConsent(page);
  // ...and nothing of it once she has withdrawn: every health screen shows the pause instead.
  expect(await (await page.request.get('/stress')).text()).not.toContain(entryId);
  for (const path of ['/checking', '/archive', '/tracking', '/stress', '/summary', '/personal', '/report', '/pain']) {
    await page.goto(path);
    await expect(page.getByTestId('health-consent-notice'), path).toBeVisible();
  }
  expect(await (await page.request.get('/stress')).text()).not.toContain(entryId);
});

test('a new email is hers only after the code sent to it; a wrong code is refused', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, 'moving', { given: 'Ada' });
  const newEmail = uniqueEmail('moved');
  await signInAs(page, account);
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'New email address' }).fill(newEmail);
  await page.getByRole('button', { name: 'Send a code to the new email' }).click();
  await expect(page.getByTestId('email-status')).toContainText(
    `If ${newEmail} can be used for your account, we've sent it a 6-digit code`,
  );
  const code = await latestEmailedCode(request, newEmail);

  const codeBox = page.getByRole('textbox', { name: 'Code from the email' });
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(codeBox).toHaveAccessibleDescription(/doesn't match the one we sent/);

  await codeBox.fill(code);
  await page.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByTestId('email-status')).toContainText(`Your email is now ${newEmail}`);

  // Her record (where reminders go) took the verified email; she signs in with it from now on.
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download my data/ }).click(),
  ]);
  const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(readFileSync((await zip.path())!)))['data.json']!)) as {
    identity: Record<string, string>;
    user: { email: string };
  };
  expect(data.identity.email).toBe(newEmail);
  expect(data.user.email).toBe(newEmail);
  await signInAs(page, { email: newEmail, password: account.password });
});

test('an email another account uses is answered as any other: no code arrives, and nothing says it is taken', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const other = await createAccount(request, 'already-here');
  await signInAs(page, await createAccount(request, 'curious'));
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'New email address' }).fill(other.email);
  await page.getByRole('button', { name: 'Send a code to the new email' }).click();
  await expect(page.getByTestId('email-status')).toContainText(
    `If ${other.email} can be used for your account, we've sent it a 6-digit code`,
  );
  const codeBox = page.getByRole('textbox', { name: 'Code from the email' });
  await expect(codeBox).toHaveAccessibleDescription(/may not be usable for your account/);
  await codeBox.fill('123456');
  await page.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(codeBox).toHaveAccessibleDescription(/doesn't match the one we sent/);
  await expect(page.getByText(/another account/i)).toHaveCount(0);
});

for (const theme of themes) {
  test(`the new settings states pass axe in the ${theme} theme at 375 and 1280 px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await signInAs(page, await createAccount(request, `axe-${theme}`));
    await withdrawConsent(page);
    await page.getByRole('textbox', { name: 'New email address' }).fill(uniqueEmail(`axe-${theme}-new`));
    await page.getByRole('button', { name: 'Send a code to the new email' }).click();
    await expect(page.getByRole('textbox', { name: 'Code from the email' })).toBeVisible();
    const healthData = page.getByRole('form', { name: 'Delete my health data' });
    await healthData.getByRole('button', { name: 'Delete my health data' }).click();
    await expect(page.getByText('Enter your password to confirm').first()).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `/settings with the new states ${theme} ${width}`);
    }
    // A health screen while her consent is withdrawn: the paused notice in place of her records.
    await page.goto('/stress');
    await expect(page.getByTestId('health-consent-notice')).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `/stress paused ${theme} ${width}`);
    }
  });
}
