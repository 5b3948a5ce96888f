'use client';

import { openCookieNotice } from '@/lib/consent/cookie-consent';

export function CookieSettingsButton() {
  return (
    <button
      type="button"
      onClick={openCookieNotice}
      className="inline-block py-1 text-left text-ink underline underline-offset-[0.2em]"
    >
      Cookie settings
    </button>
  );
}
