/** @jest-environment jsdom */
import { applyTheme, currentTheme, otherTheme, THEME_KEY, themeBootScript } from './theme';

function runBootScript() {
  // The same string the layout inlines into <head>.
  new Function(themeBootScript)();
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme boot script', () => {
  it('defaults to dark and saves it when nothing is stored', () => {
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('applies a stored light theme without overwriting it', () => {
    localStorage.setItem(THEME_KEY, 'light');
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
  });

  it('replaces an unrecognised stored value with dark', () => {
    localStorage.setItem(THEME_KEY, 'purple');
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('still marks the page when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    getItem.mockRestore();
  });
});

describe('switching theme', () => {
  it('toggles between dark and light and persists the choice', () => {
    runBootScript();
    applyTheme(otherTheme(currentTheme()));
    expect(currentTheme()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    applyTheme(otherTheme(currentTheme()));
    expect(currentTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });
});
