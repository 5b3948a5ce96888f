'use client';

import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state';
import { getAuthState, getServerAuthState, subscribeAuthState } from './auth-store';

/** Who is signed in, as the browser knows it: 'loading' until the stored session has been read. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, getServerAuthState);
}
