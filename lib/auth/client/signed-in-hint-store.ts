'use client';

import { useSyncExternalStore } from 'react';
import { CLEAR_LEGACY_SIGNED_IN_HINT, readSignedInHint, signedInHintCookie } from '@/lib/auth/signed-in-hint';

/**
 * What public pages know about the visitor without Amplify: the hint cookie (lib/auth/signed-in-hint.ts), and,
 * on the pages that do load Amplify, what its verified session said. Display only.
 */
export type SignedInHint = 'unknown' | 'signedOut' | 'signedIn' | 'admin';

let confirmed: SignedInHint | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function snapshot(): SignedInHint {
  return confirmed ?? readSignedInHint(document.cookie);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may have signed in or out (the cookie is shared): read it again when she comes back.
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    if (confirmed && readSignedInHint(document.cookie) !== confirmed) confirmed = null;
    listener();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Called with the verified state whenever Amplify has read the session, and on sign-out. */
export function recordSignedIn(state: { signedIn: boolean; isAdmin?: boolean }): void {
  const next = !state.signedIn ? 'signedOut' : state.isAdmin ? 'admin' : 'signedIn';
  document.cookie = signedInHintCookie(next);
  document.cookie = CLEAR_LEGACY_SIGNED_IN_HINT;
  if (next === confirmed) return;
  confirmed = next;
  notify();
}

/** 'unknown' only while rendering on the server and hydrating; the cookie answers straight after. */
export function useSignedInHint(): SignedInHint {
  return useSyncExternalStore(subscribe, snapshot, () => 'unknown');
}
