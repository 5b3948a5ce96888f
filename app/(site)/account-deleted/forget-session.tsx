'use client';

import { signOut } from 'aws-amplify/auth';
import { useEffect } from 'react';
import { forgetErasedAccount } from '@/lib/offline/her-records';

/**
 * The server has deleted her identity and cookies; this clears what Amplify still holds in this page, and her
 * unfinished and unsent records on this device.
 */
export function ForgetSession() {
  useEffect(() => {
    forgetErasedAccount(window.sessionStorage, window.localStorage);
    signOut().catch(() => undefined);
  }, []);
  return null;
}
