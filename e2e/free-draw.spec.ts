import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_USER_POOL_CLIENT_ID } from '../local/identity/pool';
import { FREE_ENTRY_RECEIVED } from '../lib/forms/prize-draw-entry';
import { PRIZE_DRAW_MESSAGES } from '../lib/forms/prize-draw-membership';
import { expectNoAxeViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { gotoAfterIndexLag, localStackUrl, uniqueEmail } from './support/local-stack';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { themes, useTheme } from './support/theme';

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

const widths = [375, 1280];

/** Two axe runs on one loaded page: on this shared 2-core machine they alone can take most of the default 30 s. */
async function checkBothWidths(page: Page, label: string) {
  test.setTimeout(60_000);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} (${width} px)`);
  }
}

test('anyone can enter without an account: mistakes are shown by the field, and a repeat gets the same answer', async ({
  page,
}) => {
  await page.goto('/terms');
  await page.getByRole('link', { name: 'prize-draw page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The free prize draw');

  const enter = page.getByRole('button', { name: 'Enter the draw' });
  await page.getByLabel('Your name').fill('Ada Entrant');
  await page.getByLabel('Email address').fill('ada@');
  await enter.click();
  const summary = page.getByRole('main');
  await expect(summary.getByRole('link', { name: /right format/ })).toBeVisible();
  await expect(summary.getByRole('link', { name: /18 or over/ })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Entrant'); // nothing typed is lost

  const email = uniqueEmail('free-entry');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /I live in the UK/ }).check();
  await enter.click();
  // The first entry also signs the server's service account in (a password check, slow by design).
  await expect(page.getByTestId('free-entry-status')).toHaveText(FREE_ENTRY_RECEIVED, { timeout: 15_000 });
  await expect(page.getByLabel('Email address')).toHaveValue('');

  // The same email again: the same words, so the form never tells anyone whether an address has entered.
  await page.getByLabel('Your name').fill('Ada Again');
  await page.getByLabel('Email address').fill(email.toUpperCase());
  await page.getByRole('checkbox', { name: /I live in the UK/ }).check();
  await enter.click();
  await expect(page.getByTestId('free-entry-status')).toHaveText(FREE_ENTRY_RECEIVED);
});

for (const theme of themes) {
  test(`the free-entry form with its errors has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/prize-draw');
    await page.getByRole('button', { name: 'Enter the draw' }).click();
    await expect(page.getByRole('link', { name: 'Enter your name' })).toBeVisible();
    await checkBothWidths(page, `/prize-draw with errors ${theme}`);
  });
}

test('a member who joined sees her entry on her account, withdraws it and enters again', async ({ page, request }) => {
  const member = await createAccount(request, 'draw-member', {
    given: 'Grace',
    family: 'Joiner',
    joinedPrizeDraw: true,
  });
  await signInAs(page, member);
  await page.goto('/account');
  const panel = page.getByTestId('prize-draw-entry');
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  await expect(panel).toContainText(`You are entered, since ${today}, with ${member.email}.`);

  await panel.getByRole('button', { name: 'Withdraw my entry' }).click();
  await expect(panel.getByRole('status')).toHaveText(/Your entry has been withdrawn/);
  await expect(panel).toContainText('You are not entered in the draw.');
  await gotoAfterIndexLag(page, '/account'); // withdrawn for good, not only on screen
  await expect(panel).toContainText('You are not entered in the draw.');

  await panel.getByRole('button', { name: 'Enter the draw' }).click();
  await expect(panel.getByRole('status')).toHaveText('You are entered in the free prize draw.');
  await expect(panel).toContainText(`You are entered, since ${today}, with ${member.email}.`);
});

test('an entry made on the form with her email becomes hers when she enters from her account', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'draw-owner', { given: 'Olive', family: 'Owner' });
  // Anyone could type her address on the form for people without an account; her verified email makes it hers.
  await page.goto('/prize-draw');
  await page.getByLabel('Your name').fill('Someone Else');
  await page.getByLabel('Email address').fill(member.email);
  await page.getByRole('checkbox', { name: /I live in the UK/ }).check();
  await page.getByRole('button', { name: 'Enter the draw' }).click();
  await expect(page.getByTestId('free-entry-status')).toHaveText(FREE_ENTRY_RECEIVED, { timeout: 15_000 });

  await signInAs(page, member);
  await page.goto('/account');
  const panel = page.getByTestId('prize-draw-entry');
  await expect(panel).toContainText('You are not entered in the draw.');
  await panel.getByRole('button', { name: 'Enter the draw' }).click();
  await expect(panel.getByRole('status')).toHaveText(PRIZE_DRAW_MESSAGES.linked);
  await expect(panel).toContainText(`with ${member.email}.`);
  await expect(panel.getByRole('button', { name: 'Withdraw my entry' })).toBeVisible();
});

for (const theme of themes) {
  test(`/account with an entry has no axe violations (${theme})`, async ({ page, request }) => {
    await useTheme(page, theme);
    const member = await createAccount(request, `draw-axe-${theme}`, {
      joinedPrizeDraw: true,
    });
    await signInAs(page, member);
    await page.goto('/account');
    await expect(page.getByTestId('prize-draw-entry')).toContainText('You are entered');
    await checkBothWidths(page, `/account entered ${theme}`);
  });
}

/** Her User record and one self-check written through the API before her first page; the check was 40 days ago, so her next is overdue. */
async function memberWithOverdueCheck(request: APIRequestContext): Promise<Account> {
  const member = await createAccount(request, 'notice-count');
  const signIn = await request.post(`${localStackUrl}/identity`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      ClientId: LOCAL_USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
    }),
  });
  const { IdToken, AccessToken } = (await signIn.json()).AuthenticationResult;
  const sub = JSON.parse(Buffer.from(String(IdToken).split('.')[1] ?? '', 'base64url').toString('utf8')).sub;
  // With her ID token, as the app creates the record: the API records the verified email it carries.
  const created = await request.post(`${localStackUrl}/graphql`, {
    headers: { authorization: IdToken },
    data: {
      query: 'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      variables: { input: { id: sub } },
    },
  });
  expect((await created.json()).data?.createUser?.id).toBe(sub);
  const checked = new Date(Date.now() - 40 * 86_400_000);
  const check = await request.post(`${localStackUrl}/graphql`, {
    headers: { authorization: AccessToken },
    data: {
      query: 'mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }',
      variables: {
        input: { id: randomUUID(), checked: checked.toISOString(), cMonth: checked.getUTCMonth() + 1, score: 0 },
      },
    },
  });
  expect((await check.json()).data?.createObservation?.id).toBeTruthy();
  return member;
}

test('the menu counts unread notices, including a check that has fallen due, and drops it once she opens them', async ({
  page,
  request,
}) => {
  const member = await memberWithOverdueCheck(request);
  await signInAs(page, member);
  await gotoAfterIndexLag(page, '/account'); // her record was written a moment ago: let the index see it
  const count = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notices, 1 unread' });
  await expect(count).toHaveText('1');
  await expect(page.getByRole('main')).toContainText('Your notices (1 unread)');

  await count.click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByRole('main')).toContainText('Your breast check is overdue');
  await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);
  // A fresh load reads the count again from the API: none unread now.
  await gotoAfterIndexLag(page, '/account');
  await expect(page.getByRole('main')).toContainText('Your notices');
  await expect(page.getByRole('main')).not.toContainText('unread');
  await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);
});
