import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console';
import { rememberCookieChoice } from './support/cookies';
import { demoAccount, signInAs } from './support/sign-in';
import { useTheme } from './support/theme';

// Signed-in pages allow scripts by a nonce fresh for each response (middleware.ts), the boot script by its hash;
// public pages keep the static policy with 'unsafe-inline' (lib/security/headers.ts).

/** Every Content Security Policy violation the page reports, from before its first script. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
  await signInAs(page, demoAccount);
});

test("a signed-in page runs Next's scripts and the boot script by nonce and hash alone, and works", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const consoleErrors = collectConsoleErrors(page);
  await useTheme(page, 'light');

  const response = await page.goto('/settings');
  if (!response) throw new Error('No response for /settings');
  const policies = (await response.headersArray()).filter(
    (header) => header.name.toLowerCase() === 'content-security-policy',
  );
  // One policy: the static one from next.config.ts must not ride along.
  expect(policies).toHaveLength(1);
  const sources = scriptSources(policies[0]?.value ?? '');
  expect(sources).toContain("'strict-dynamic'");
  expect(sources).not.toContain("'unsafe-inline'");
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  expect(nonce).toBeTruthy();
  // Next put it on its own scripts in the HTML as sent (chunks loaded later are trusted by 'strict-dynamic').
  const nextScripts = (await response.text()).match(/<script[^>]*src="\/_next\/[^>]*>/g) ?? [];
  expect(nextScripts.length).toBeGreaterThan(0);
  for (const script of nextScripts) expect(script).toContain(`nonce="${nonce}"`);

  // Before hydration only the boot script applies the stored theme (the cookie notice's mark it also sets is
  // removed again once the notice hydrates, so it cannot be checked here); a blocked script would be a violation.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // Hydrated: the switch reads the theme the boot script set, and switching works.
  const display = page.getByRole('region', { name: 'Display' });
  await display.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  expect(await violations()).toEqual([]);
  expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});

test('an inline script injected into the HTML runs on a public page but not on a signed-in one', async ({ page }) => {
  const violations = await watchViolations(page);
  // As a stored or reflected injection would arrive: in the server's HTML, without the nonce.
  await page.route(/\/(about|settings)$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = response.headers();
    delete headers['content-encoding'];
    delete headers['content-length'];
    const injected = '<script>window.injectedRan = true</script>';
    await route.fulfill({ response, headers, body: (await response.text()).replace('</head>', `${injected}</head>`) });
  });
  const injectedRan = () => page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan === true);

  // The control: public pages still allow inline scripts (they are prerendered, so they cannot carry a nonce).
  await page.goto('/about');
  expect(await injectedRan()).toBe(true);

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Display' }).getByTestId('theme-toggle')).toBeVisible();
  expect(await injectedRan()).toBe(false);
  expect(await violations()).toContainEqual(expect.stringMatching(/^script-src-elem inline$/));
});

test('an unknown address under a signed-in path is a 404 page whose scripts run under its nonce', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/account/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A prerendered 404 page would carry no nonce: its scripts would be refused and it would never hydrate.
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  // The same prefix in capitals is no signed-in route (routes are case-sensitive) and still gets a policy.
  const shouted = await page.request.get('/ACCOUNT/no-such-page');
  expect(shouted.headers()['content-security-policy']).toContain("script-src 'self'");
});
