'use client';

import { useEffect, useRef, useState } from 'react';
import { loadAmplify } from '@/lib/auth/client/load-amplify';

/**
 * Spec section 4: global sign-out, cached tokens and her device records cleared, then home with a full
 * navigation so nothing rendered for her stays on screen. If her other devices could not be signed out, the
 * home page says so. Entries saved offline and not yet sent would be deleted with the rest, so she is asked
 * first. The sign-in library and the steps after the press load only when she presses it, so the menu on
 * public pages stays light.
 */
export function SignOutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const [unreachable, setUnreachable] = useState(false);
  const warning = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (unsent > 0) warning.current?.focus();
  }, [unsent]);

  async function signOut(evenIfUnsent: boolean) {
    if (busy) return;
    setBusy(true);
    setUnreachable(false);
    try {
      await loadAmplify();
      const { signOutAndGoHome, unsentOnThisDevice } = await import('@/lib/auth/client/sign-out');
      const waiting = evenIfUnsent ? 0 : await unsentOnThisDevice();
      if (waiting > 0) {
        setUnsent(waiting);
        setBusy(false);
        return;
      }
      await signOutAndGoHome();
    } catch {
      // Only loading the sign-out code can fail here (offline before it was ever fetched): she is still signed in.
      setUnreachable(true);
      setBusy(false);
    }
  }

  if (unsent > 0) {
    const them = unsent === 1 ? 'it' : 'them';
    return (
      <div role="alert" className="max-w-xs space-y-2 p-2 text-sm text-ink">
        <p ref={warning} tabIndex={-1}>
          {unsent === 1 ? 'One entry' : `${unsent} entries`} you saved offline {unsent === 1 ? 'has' : 'have'} not
          reached us yet. Signing out deletes {them} from this device. To keep {them}, stay signed in and open the page
          you saved {them} from when you are online.
        </p>
        <button type="button" className={className} onClick={() => setUnsent(0)}>
          Stay signed in
        </button>
        <button type="button" className={className} aria-disabled={busy || undefined} onClick={() => signOut(true)}>
          {busy ? 'Signing out…' : `Sign out and delete ${them}`}
        </button>
      </div>
    );
  }

  return (
    <>
      <button type="button" className={className} aria-disabled={busy || undefined} onClick={() => signOut(false)}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      {unreachable ? (
        <p role="alert" className="max-w-xs p-2 text-sm text-ink">
          You are still signed in: signing out needs a connection. Check it and try again.
        </p>
      ) : null}
    </>
  );
}
