import type { Page } from '@playwright/test';

/**
 * A returning visitor who already made her cookie choice: the notice stays closed. The cookie is written by the
 * page itself because CDP cannot add a `__Host-` cookie (it always attaches a domain).
 */
export async function rememberCookieChoice(page: Page, choice: 'accepted' | 'rejected' = 'rejected'): Promise<void> {
  await page.addInitScript((value) => {
    document.cookie = `__Host-cookie_consent=${value}; Max-Age=31536000; Path=/; Secure; SameSite=Lax`;
  }, choice);
}
