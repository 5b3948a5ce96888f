'use client';

import { useEffect, useState } from 'react';

/**
 * Disabled until the page's script has loaded: a form submitted before then would go to the server as a plain
 * request, carrying what she typed, instead of to the identity service.
 */
export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: string; busyLabel: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="submit"
      disabled={!ready}
      aria-disabled={busy || undefined}
      className="min-h-11 rounded-md bg-pink px-6 py-3 font-semibold text-on-pink disabled:opacity-60"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
