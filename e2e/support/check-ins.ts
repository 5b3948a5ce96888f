import { expect, type Page } from '@playwright/test';

/** Each check-in's record form, its level question and its save button's name. */
const FORMS = {
  stress: { path: '/stressed', question: 'How stressed have you felt?' },
  sleep: { path: '/sleeper', question: 'How badly has your sleep been affected?' },
  mood: { path: '/moody', question: 'How low or unsettled has your mood been?' },
  fatigue: { path: '/fatigued', question: 'How tired have you felt?' },
} as const;

export type CheckInKind = keyof typeof FORMS;

export const levelQuestion = (kind: CheckInKind) => FORMS[kind].question;

export async function chooseLevel(page: Page, question: string, level: number) {
  await page.getByRole('group', { name: question }).getByText(String(level), { exact: true }).click();
}

/**
 * Records a check-in from its form and waits until the page says it is saved (`saved`: part of that message).
 * `beforeSave` fills in anything else the test needs, such as a mood's PHQ-4 answers.
 */
export async function recordCheckIn(
  page: Page,
  kind: CheckInKind,
  level: number,
  saved: string,
  beforeSave?: () => Promise<void>,
) {
  await page.goto(FORMS[kind].path);
  await chooseLevel(page, FORMS[kind].question, level);
  await beforeSave?.();
  await page.getByRole('button', { name: `Save ${kind} check-in` }).click();
  await expect(page.getByTestId('check-in-status')).toContainText(saved, { timeout: 15_000 });
}
