import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { latestEmailedCode, uniqueEmail } from './support/local-stack';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { themes, useTheme } from './support/theme';

// Issue 17, items 8, 10, 11 and 13: light public pages, the signed-in frame, landing after email or password,
// and the cookie notice with the prize draw on a phone.

// Sign-up and sign-in run scrypt and SRP, slow on the shared machine.
const slow = expect.configure({ timeout: 20_000 });

/** Strings only Amplify's own code carries (its core's and its auth category's), kept by minification. */
const amplifyMarkers = ['Amplify has not been configured', 'UserUnAuthenticatedException'];

/** Every script the page loads, and whether any of them is Amplify's. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return {
    async loadedAmplify() {
      const texts = await Promise.all(bodies);
      return texts.some((text) => amplifyMarkers.some((marker) => text.includes(marker)));
    },
    count: () => bodies.length,
  };
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountFooter = (page: Page) => page.getByRole('navigation', { name: 'Account links' });

/** Signed in as the app would be after opening a signed-in page once (which confirms the signed-in hint). */
async function signInAndConfirm(page: Page, account: Account) {
  await signInAs(page, account);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === '__Host-signed_in_hint')?.value)
    .toBe('1');
}

test.describe('public pages and the signed-in frame', () => {
  let account: Account;
  test.beforeAll(async ({ request }) => {
    account = await createAccount(request, 'frame', { given: 'Frame' });
  });
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a public page loads no Amplify code, signed out or in, and still shows Account when signed in', async ({
    page,
  }) => {
    const signedOut = watchScripts(page);
    await page.goto('/article/1');
    await expect(mainMenu(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(signedOut.count()).toBeGreaterThan(0);
    expect(await signedOut.loadedAmplify()).toBe(false);

    // The sign-in screen does load it: the check above can tell.
    const signInScreen = await page.context().newPage();
    const onSignIn = watchScripts(signInScreen);
    await signInScreen.goto('/signin');
    await signInScreen.waitForLoadState('networkidle');
    expect(await onSignIn.loadedAmplify()).toBe(true);
    await signInScreen.close();

    await signInAndConfirm(page, account);
    const signedIn = watchScripts(page);
    for (const path of ['/article/1', '/knowledge']) {
      await page.goto(path);
      await expect(mainMenu(page).getByRole('link', { name: 'Account' })).toBeVisible();
      await expect(mainMenu(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    }
    await page.waitForLoadState('networkidle');
    expect(await signedIn.loadedAmplify()).toBe(false);
  });

  test('content pages name only the frame’s scripts: a page adds none of its own', async ({ request }) => {
    // Each extra script costs a request and its headers (about 1 KB of item 8's +15 KB budget). A client component
    // imported by a page, even one it never draws (PageIntro once imported ArrivalHeading), adds one.
    const scriptsOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]).sort();
    };
    const frame = await scriptsOf('/article/1');
    expect(frame.length).toBeGreaterThan(0);
    for (const path of ['/check', '/knowledge', '/about', '/faq']) expect(await scriptsOf(path), path).toEqual(frame);
  });

  test('signing out from a public page clears the hint and brings back Sign in', async ({ page }) => {
    const own = await createAccount(page.request, 'frame-out');
    await signInAndConfirm(page, own);
    await page.goto('/about');
    await mainMenu(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainMenu(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === '__Host-signed_in_hint')).toBeUndefined();
  });

  test('signed in, the menu, footer and home page offer her own screens', async ({ page }) => {
    await signInAndConfirm(page, account);
    for (const path of ['/', '/account']) {
      await page.goto(path);
      await expect(mainMenu(page).getByRole('link')).toHaveText(['Check', 'Diary', 'Records', 'Offers', 'Account']);
      const hrefs = await mainMenu(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs).toEqual(['/checking', '/archive', '/summary', '/incentive', '/account']);
      for (const name of ['Sign in', 'Join free', 'Confirm your email']) {
        await expect(accountFooter(page).getByRole('link', { name })).toHaveCount(0);
      }
      await expect(accountFooter(page).getByRole('link', { name: 'Your account' })).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start your check' })).toHaveAttribute('href', '/checking');
    await expect(page.getByRole('link', { name: 'Your diary' })).toHaveAttribute('href', '/archive');
    await expect(page.getByRole('link', { name: 'Join free' })).toHaveCount(0);
  });

  test('signed out, the home page and footer keep their joining links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Join free' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your check' })).toHaveCount(0);
    await expect(accountFooter(page).getByRole('link', { name: 'Confirm your email' })).toBeVisible();
  });
});

test.describe('landing after confirming her email or resetting her password', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000); // account creation and sign-in hash passwords: slow on the shared machine
    await rememberCookieChoice(page);
  });

  test('a new member lands on a welcome that offers the guided check and the risk questions', async ({ page }) => {
    const email = uniqueEmail('welcome');
    await page.goto('/signup');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Create a password').fill('Welcome-Passw0rd!');
    await page.getByLabel('First name').fill('Mary');
    await page.getByLabel('Last name').fill('Seacole');
    await page.getByLabel(/I agree to the terms of use/).check();
    await page.getByLabel(/I agree to Venus using the health information/).check();
    await page.getByRole('button', { name: 'Join free' }).click();
    await slow(page).toHaveURL(/\/confirm-email$/);
    await page.getByLabel('Confirmation code').fill(await latestEmailedCode(page.request, email));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(/\/account\?welcome=joined$/, { timeout: 20_000 });
    const welcome = page.getByRole('region', { name: "You're signed in" });
    await slow(welcome).toBeVisible();
    // The page's h1 comes first; the welcome's h2 after it (heading order for screen-reader navigation).
    await expect(page.locator('main :is(h1, h2)').first()).toHaveText('Your account');
    await expect(welcome.getByRole('link', { name: /Start the guided check/ })).toHaveAttribute('href', '/checking');
    await expect(welcome.getByRole('link', { name: /Answer the risk questions/ })).toHaveAttribute('href', '/personal');

    // Once: the account page on its own has no welcome.
    await page.goto('/account');
    await expect(page.getByRole('region', { name: "You're signed in" })).toHaveCount(0);
  });

  test('after a password reset she is told it changed, signed in, on her account page', async ({ page, request }) => {
    const account = await createAccount(request, 'reset');
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page
      .getByLabel('Code from the email')
      .fill(await latestEmailedCode(page.request, account.email, /password reset/));
    await page.getByLabel('New password', { exact: true }).fill('Reset-Passw0rd!2');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/account\?welcome=password$/, { timeout: 20_000 }); // scrypt and SRP are slow on a busy machine
    await slow(page.getByRole('region', { name: 'Your password has been changed' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Account' })).toBeVisible();
  });

  for (const theme of themes) {
    test(`the welcome passes axe (${theme})`, async ({ page, request }) => {
      await useTheme(page, theme);
      await signInAs(page, await createAccount(request, `welcome-axe`, { given: 'Axe' }));
      await page.goto('/account?welcome=joined');
      await expect(page.getByRole('region', { name: "You're signed in" })).toBeVisible();
      await expectNoAxeViolationsAtEachWidth(page, `/account?welcome=joined ${theme}`);
    });
  }
});

test.describe('a phone: the cookie notice and the prize draw', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
  });

  for (const theme of themes) {
    test(`the cookie notice takes no more than a quarter of the screen (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      const notice = page.getByRole('region', { name: 'Cookies on this site' });
      await expect(notice).toBeVisible();
      const box = await notice.boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(667 / 4);
      await expectNoAxeViolations(page, `/ with the cookie notice, ${theme} 375`);
    });
  }

  test('before a cookie choice, the check’s step bar sits above the notice and nothing focused is hidden', async ({
    page,
    request,
  }) => {
    await signInAs(page, await createAccount(request, 'bars', { given: 'Bars' }));
    await page.goto('/checking');
    const notice = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(notice).toBeVisible();
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.height).toBeLessThanOrEqual(667 / 4);

    const next = page.getByRole('button', { name: 'Next step' });
    await next.click();
    await expect(page.getByText('Step 2 of 7', { exact: true })).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Check steps' });
    expect((await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeLessThanOrEqual(noticeBox.y + 1);
    for (const button of [page.getByRole('button', { name: 'Back' }), next]) {
      await button.focus();
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(noticeBox.y + 1);
    }
    // The last control on the page, under the bar, scrolls clear of both bars when focused.
    const skip = page.getByRole('button', { name: 'Skip to recording what you found' });
    await skip.focus();
    const barTop = (await bar.boundingBox())!.y;
    const skipBox = (await skip.boundingBox())!;
    expect(skipBox.y + skipBox.height).toBeLessThanOrEqual(barTop + 1);
  });

  test('the prize draw waits for the cookie choice, then opens with a visible close button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.getByTestId('prize-draw')).toBeAttached();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(20_000);
    const dialog = page.getByRole('dialog', { name: /festive hamper/ });
    await expect(dialog).toBeHidden(); // the notice is still unanswered

    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    await expect(close).toBeInViewport({ ratio: 1 });
    await close.click();
    await page.clock.runFor(500);
    await expect(dialog).toBeHidden();
  });
});
