'use client';

import { useState } from 'react';

/** Copies her code; the result is announced in a status region, since the button itself does not change. */
export function CopyCodeButton({ code }: { code: string }) {
  const [announcement, setAnnouncement] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setAnnouncement(`Code ${code} copied.`);
    } catch {
      setAnnouncement('Your browser did not let us copy. Select the code and copy it yourself.');
    }
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
