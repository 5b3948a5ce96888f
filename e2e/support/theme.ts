import { expect, type Page } from '@playwright/test';

export type Theme = 'dark' | 'light';
export const themes: readonly Theme[] = ['dark', 'light'];

/** Stores the theme before any page script runs, as a returning visitor's browser would have it. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('THEME', value), theme);
}

/** The theme the page shows now. */
export async function shownTheme(page: Page): Promise<Theme> {
  return (await page.locator('html').getAttribute('data-theme')) === 'light' ? 'light' : 'dark';
}

/**
 * Switches to the other theme with the page's own switch, for a state that a reload would lose (a question
 * on screen, the connection down), and returns the theme now shown.
 */
export async function switchTheme(page: Page): Promise<Theme> {
  const other: Theme = (await shownTheme(page)) === 'dark' ? 'light' : 'dark';
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', other);
  return other;
}
