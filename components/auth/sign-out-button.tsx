'use client';

import { useState } from 'react';
import { loadAmplify } from '@/lib/auth/client/load-amplify';

/**
 * Spec section 4: global sign-out, cached tokens cleared, then home with a full navigation so nothing rendered
 * for her stays on screen. If her other devices could not be signed out, the home page says so. The sign-in
 * library is loaded only when she presses it, so the menu on public pages stays light.
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
        await loadAmplify();
        const { signOutAndGoHome } = await import('@/lib/auth/client/sign-out');
        await signOutAndGoHome();
      }}
    >
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
