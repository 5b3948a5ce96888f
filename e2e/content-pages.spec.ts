import { expect, test } from '@playwright/test';
import { PRIZE_DRAW_CLOSING_TEXT } from '../lib/prize-draw/closing';
import { publicPages } from '../lib/site/public-pages';
import { LOCAL_USER_POOL_CLIENT_ID } from '../local/identity/pool';
import { rememberCookieChoice } from './support/cookies';
import { createAccount } from './support/sign-in';

// Pages whose text makes health claims: each must cite sources and carry the see-your-GP caution.
const healthPages = [
  '/check',
  '/awareness',
  '/facts',
  '/track',
  '/domino',
  '/wellbeing',
  '/diary',
  '/observation',
  '/faq',
  '/about',
];

test('every content page has substantial text and no unfilled placeholders', async ({ page }) => {
  test.setTimeout(60_000); // every public page in turn: about 30 s on the shared 2-core machine under load
  for (const { path, heading } of publicPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const text = await page.locator('main').innerText();
    expect(text.split(/\s+/).length, `words on ${path}`).toBeGreaterThan(150);
    expect(text, path).not.toMatch(/\{\{|lorem ipsum|TODO/i);
  }
});

test('health pages cite their sources and advise seeing a GP about a change', async ({ page }) => {
  for (const path of healthPages) {
    await page.goto(path);
    await expect(page.getByRole('complementary', { name: 'Medical advice' }), path).toContainText('See your GP');
    const external = page.locator('main a[href^="https://"]');
    expect(await external.count(), `source links on ${path}`).toBeGreaterThan(0);
  }
});

test('the self-check page covers the routine, the signs, the timing and the way in', async ({ page }) => {
  await page.goto('/check');
  for (const name of [
    'The routine: look, feel, size, shape and appearance',
    'What is normal',
    'Signs to see your GP about',
    'When to check',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start the guided check' })).toHaveAttribute('href', '/checking');
});

test('the privacy notice covers health data, consent, retention and rights, with the ICO link', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.locator('main');
  for (const phrase of [
    'special-category data',
    'Explicit consent',
    'Article 9(2)(a)',
    'eu-west-2',
    'deleted 30 days after the draw',
    'JSON and CSV',
    'We never sell your data',
  ]) {
    await expect(main).toContainText(phrase);
  }
  await expect(main.locator('a[href="https://ico.org.uk/make-a-complaint/"]')).toBeVisible();
});

test('the privacy notice says what the product does with consent, device storage and partners', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.locator('main');
  // Withdrawing consent pauses health features; it does not erase (settings/privacy-actions.ts).
  await expect(main).toContainText('What you recorded before is kept, unused, until you give consent again');
  await expect(main).not.toContainText('stop using your health information and delete it');
  await expect(main).toContainText('__Host-signed_in_hint');
  await expect(main).toContainText('Signing out removes them all');
  await expect(main).toContainText('which of its codes were claimed and when, never by whom');
});

test('the special offers page explains the scheme and shows no sample offers', async ({ page }) => {
  await page.goto('/special');
  const main = page.locator('main');
  await expect(main.getByText('Sample offer')).toHaveCount(0);
  await expect(main).not.toContainText('example text');
  for (const phrase of [
    'Each member gets one code per offer',
    'They do not depend on your health',
    'the brand learns only that one of its codes was claimed',
    'labelled as a demonstration offer',
  ]) {
    await expect(main).toContainText(phrase);
  }
  await expect(page.getByRole('link', { name: 'How the scheme works' })).toHaveAttribute('href', '/scheme');
});

test('the diary pages describe the check and the check-ins as they work', async ({ page }) => {
  await page.goto('/check');
  await expect(page.locator('main')).toContainText('you can ask for a reminder by email on your plan page');
  await expect(page.locator('main')).not.toContainText('starts you on a monthly reminder');
  await page.goto('/diary');
  await expect(page.locator('main')).toContainText('how marked it is on a scale of 1 to 5');
  await expect(page.locator('main')).toContainText('whenever you like, not only after a check');
  await page.goto('/track');
  await expect(page.locator('main')).not.toContainText('Alongside each breast check');
  await expect(page.locator('main')).toContainText('a level from 0 to 10');
  await page.goto('/faq');
  await expect(page.locator('main').getByRole('link', { name: 'enter without joining' })).toHaveAttribute(
    'href',
    '/prize-draw',
  );
  await expect(page.locator('main')).toContainText('We do not send reminders by text message.');
});

test('the terms include the prize-draw rules', async ({ page }) => {
  await page.goto('/terms#prize-draw');
  const main = page.locator('main');
  await expect(page.locator('#prize-draw')).toHaveText('Prize draw');
  for (const phrase of [
    'no purchase is necessary',
    '18 or over',
    'One entry per person',
    PRIZE_DRAW_CLOSING_TEXT,
    'at random',
    '14 days',
    '£160',
    'no cash alternative',
  ]) {
    await expect(main).toContainText(phrase);
  }
});

test('the cookie page lists every cookie and storage key the site sets', async ({ page }) => {
  await page.goto('/cookie');
  await expect(page.locator('main table')).toHaveCount(2);
  for (const key of [
    '__Host-cookie_consent',
    '__Host-signed_in_hint',
    '__Host-just_saved',
    'THEME',
    'prizeDrawDismissed',
    'idToken',
    'accessToken',
    'refreshToken',
    'signInDetails',
    'LastAuthUser',
    'clockDrift',
    'venus:check-draft:v1:',
    'venus:outbox:v1:',
    'venus:outbox:v1:<your account id>:sent-notes',
    'venus:check-in-outbox:v1:<your account id>:sent-notes',
    'venus:form-draft:v1:',
    'venus:check-in-outbox:v1:',
    'breast-check:questionnaire:',
    'venus.pendingSignUp',
    'venus.nextAttempt',
    'venus.authNotice',
    'venus:tab-id',
    'venus.erasingAccount',
  ]) {
    await expect(page.locator('main')).toContainText(key);
  }
  // Sign-out removes her drafts and unsent entries from the device (lib/offline/her-records): the page says so.
  await expect(page.locator('main')).toContainText('signing out removes them');
});

test('every cookie and storage key set while she signs in, starts a check and answers the questionnaire is on the cookie page', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await createAccount(request, 'storage');
  await rememberCookieChoice(page);
  await page.goto('/signin');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signing in ends with a full navigation home; going on before it lands would race it.
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === '__Host-signed_in_hint')?.value)
    .toBe('1');
  await page.goto('/checking');
  await expect(page.getByText('Step 1 of 7', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).join(' '))).toContain('venus:check-draft:v1:');
  await page.goto('/personal?section=aboutYou');
  await page.getByLabel('Year', { exact: true }).first().fill('1981');
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).join(' ')))
    .toContain('breast-check:questionnaire:');

  const cookies = await page.context().cookies();
  const prefix = `CognitoIdentityServiceProvider.${LOCAL_USER_POOL_CLIENT_ID}`;
  const user = cookies.find((cookie) => cookie.name === `${prefix}.LastAuthUser`)?.value ?? '';
  const idToken = cookies.find((cookie) => cookie.name === `${prefix}.${user}.idToken`)?.value ?? '';
  const uid = String(JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sub);
  expect(user).not.toBe('');
  const cookieNames = cookies.map((cookie) =>
    cookie.name
      .replace(`${prefix}.${user}.`, 'CognitoIdentityServiceProvider.<client id>.<user>.')
      .replace(`${prefix}.`, 'CognitoIdentityServiceProvider.<client id>.'),
  );
  const storageKeys = (await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])).map(
    (key) => key.replace(uid, '<your account id>').replace(/:aboutYou$/, ':<section>'),
  );
  expect(cookieNames).toEqual(expect.arrayContaining(['__Host-signed_in_hint', '__Host-cookie_consent']));
  expect(storageKeys).toEqual(expect.arrayContaining(['THEME']));

  await page.goto('/cookie');
  const listed = await page.locator('main').innerText();
  for (const name of [...cookieNames, ...storageKeys]) expect(listed, name).toContain(name);
});
