'use client';

import { signOut } from 'aws-amplify/auth';
import { useEffect } from 'react';

/** The server has deleted her identity and cookies; this clears what Amplify still holds in this page. */
export function ForgetSession() {
  useEffect(() => {
    signOut().catch(() => undefined);
  }, []);
  return null;
}
