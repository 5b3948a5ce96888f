import type { Page } from '@playwright/test';

export type Theme = 'dark' | 'light';
export const themes: readonly Theme[] = ['dark', 'light'];

/** Stores the theme before any page script runs, as a returning visitor's browser would have it. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('THEME', value), theme);
}
