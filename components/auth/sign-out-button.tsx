'use client';

import { useState } from 'react';
import { goTo } from '@/lib/auth/client/navigation';
import { leaveNotice } from '@/lib/auth/client/notice';
import { signOutEverywhere } from '@/lib/auth/client/sign-out';

/**
 * Spec section 4: global sign-out, cached tokens cleared, then home with a full navigation so nothing rendered
 * for her stays on screen. If her other devices could not be signed out, the home page says so.
 */
export function SignOutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy || undefined}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        const scope = await signOutEverywhere();
        if (scope === 'thisDeviceOnly') leaveNotice('signedOutThisDeviceOnly');
        goTo('/');
      }}
    >
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
