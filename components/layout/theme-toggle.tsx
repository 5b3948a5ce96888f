'use client';

import { useSyncExternalStore } from 'react';
import { applyTheme, currentTheme, defaultTheme, otherTheme, type Theme } from '@/lib/theme/theme';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setTheme(theme: Theme) {
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

export function ThemeToggle() {
  // The server cannot know the stored theme; the boot script already applied it, so read it from <html>.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => defaultTheme);
  const next = otherTheme(theme);

  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line px-3"
      aria-label={`Switch to ${next} theme`}
      data-testid="theme-toggle"
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
