'use client';

import Link from 'next/link';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { useAuthState } from '@/lib/auth/client/use-auth-state';

const linkClass = 'block min-h-11 rounded-md px-3 py-2 no-underline';

/**
 * The menu's account part, following the auth store so it changes the moment she signs in or out.
 * While the stored session is being read the signed-out links hold their place invisibly: no flash of
 * "Sign in" for someone who is signed in, and no jump in the header.
 */
export function AccountLinks() {
  const { status, user } = useAuthState();

  if (status === 'signedIn') {
    return (
      <div className="flex flex-col gap-1 nav:flex-row nav:items-center">
        <Link href="/account" className={`${linkClass} text-ink hover:bg-surface-raised`}>
          Account
        </Link>
        {user?.isAdmin ? (
          <Link href="/admin" className={`${linkClass} text-ink hover:bg-surface-raised`}>
            Admin
          </Link>
        ) : null}
        <SignOutButton className={`${linkClass} text-left text-ink hover:bg-surface-raised`} />
      </div>
    );
  }
  return (
    <div
      className={`flex flex-col gap-1 nav:flex-row nav:items-center ${status === 'loading' ? 'invisible' : ''}`}
      aria-hidden={status === 'loading' || undefined}
    >
      <Link href="/signin" className={`${linkClass} text-ink hover:bg-surface-raised`}>
        Sign in
      </Link>
      <Link href="/signup" className={`${linkClass} bg-pink font-semibold text-on-pink`}>
        Join free
      </Link>
    </div>
  );
}
