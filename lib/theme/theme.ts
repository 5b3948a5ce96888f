/** Spec section 4: the theme lives in localStorage under THEME as 'dark' or 'light'; nothing stored means dark. */
export const THEME_KEY = 'THEME';
export const themes = ['dark', 'light'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/**
 * Runs inline in <head> before first paint, so the page never flashes the wrong theme. It reads the stored
 * choice, falls back to (and saves) dark, and marks <html>. Storage can throw (private modes, blocked storage):
 * the page then simply shows the default.
 */
export const themeBootScript = `(function(){var t='${defaultTheme}';try{var s=localStorage.getItem('${THEME_KEY}');if(s==='dark'||s==='light'){t=s}else{localStorage.setItem('${THEME_KEY}',t)}}catch(e){}document.documentElement.setAttribute('data-theme',t)})()`;

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

export function currentTheme(): Theme {
  const value = document.documentElement.getAttribute('data-theme');
  return isTheme(value) ? value : defaultTheme;
}
