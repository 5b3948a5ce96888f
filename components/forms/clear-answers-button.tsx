'use client';

import { useState, type MouseEvent } from 'react';
import { useHydrated } from '@/lib/ui/use-hydrated';

interface ClearAnswersButtonProps {
  /** The radio groups it empties, by input name, in the button's own form. */
  names: readonly string[];
  children: string;
  /** Read out once they are cleared. */
  clearedMessage: string;
  /** Told after the radios are emptied: the form's inputs changed without a change event (a kept draft). */
  onCleared?: (form: HTMLFormElement) => void;
}

/**
 * Empties some optional radio groups, leaving every other input as she left it: a radio cannot be un-ticked
 * by tapping it again, so without this one tap by mistake makes an optional question compulsory. Shown once
 * the page's script runs, since it works in the browser; the message is announced in its own status region.
 */
export function ClearAnswersButton({ names, children, clearedMessage, onCleared }: ClearAnswersButtonProps) {
  const hydrated = useHydrated();
  const [cleared, setCleared] = useState(0);
  if (!hydrated) return null;

  function clear(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
      if (names.includes(input.name)) input.checked = false;
    onCleared?.(form);
    setCleared((count) => count + 1);
  }

  return (
    <div className="mt-4">
      <button type="button" onClick={clear} className="min-h-11 rounded-md border-2 border-line px-4 text-ink">
        {children}
      </button>
      {/* Keyed on each press, so pressing again is read out again. */}
      <p role="status" className="mt-2 text-ink-muted empty:hidden">
        {cleared > 0 ? <span key={cleared}>{clearedMessage}</span> : null}
      </p>
    </div>
  );
}
