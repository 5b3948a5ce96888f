'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A screen reader announces a status region when its text changes, so the same text set again (a second press)
 * would be silent: each press empties the region first and puts the text back a moment later, long enough
 * apart that screen readers do not merge the two changes into none.
 */
const REANNOUNCE_AFTER_MS = 100;

/** Copies her code; the result is announced in a status region, since the button itself does not change. */
export function CopyCodeButton({ code }: { code: string }) {
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  async function copy() {
    let text: string;
    try {
      await navigator.clipboard.writeText(code);
      text = `Code ${code} copied.`;
    } catch {
      text = 'Your browser did not let us copy. Select the code and copy it yourself.';
    }
    setAnnouncement('');
    clearTimeout(pending.current);
    pending.current = setTimeout(() => setAnnouncement(text), REANNOUNCE_AFTER_MS);
  }

  return (
    <>
      <button type="button" onClick={copy} className="min-h-11 rounded-md border-2 border-pink px-4 font-semibold">
        Copy code
      </button>
      <p role="status" className="mt-2 text-sm">
        {announcement}
      </p>
    </>
  );
}
