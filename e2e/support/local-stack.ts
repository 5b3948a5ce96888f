import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { localStackAddress } from '../../lib/local-stack';

// The app is built against the local stack's address (LOCAL_STACK_PORT or LOCAL_STACK_URL, default port 4010,
// read by lib/local-stack.ts for the app and the stack alike), so the browser tests run the stack there too.
export const { url: localStackUrl, port: localStackPort } = localStackAddress(process.env);

interface MailMessage {
  to: string;
  code: string;
  subject: string;
}

/**
 * The newest code the local identity service "emailed" to this address, waiting briefly for it to arrive. Give
 * `subject` when an earlier email to her also holds a code (every account got one to confirm its address), so
 * a reset code not delivered yet is waited for rather than mistaken for that one.
 */
export async function latestEmailedCode(
  request: APIRequestContext,
  email: string,
  subject?: RegExp,
  stack = localStackUrl,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${stack}/mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: MailMessage[] };
      code = messages.find((message) => !subject || subject.test(message.subject))?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A fresh address for each test, so runs never collide with earlier accounts. Not a `+tag`: the prize draw takes
 * `name+tag@` as `name@` (one entry per inbox), so every test's entry would meet the first one's.
 */
export function uniqueEmail(label: string): string {
  return `e2e.${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The browser tests run the local store with DynamoDB's index lag (playwright.config.ts, LOCAL_INDEX_LAG_MS).
 * A list read straight after a write may miss it, on AWS as here; a test that opens a list to find what it just
 * saved waits that long first, as a woman opening her diary a moment later would.
 */
export const INDEX_LAG_MS = Number(process.env.LOCAL_INDEX_LAG_MS ?? 1000);

export async function gotoAfterIndexLag(page: Page, path: string): Promise<void> {
  await page.waitForTimeout(INDEX_LAG_MS + 250);
  await page.goto(path);
}
