'use client';

import Link from 'next/link';
import { useIsSignedIn } from '@/lib/auth/use-is-signed-in';

export function AccountLinks() {
  const signedIn = useIsSignedIn();
  const linkClass = 'block min-h-11 rounded-md px-3 py-2 no-underline';

  if (signedIn) {
    return (
      <Link href="/account" className={`${linkClass} text-ink hover:bg-surface-raised`}>
        Account
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-1 nav:flex-row nav:items-center">
      <Link href="/signin" className={`${linkClass} text-ink hover:bg-surface-raised`}>
        Sign in
      </Link>
      <Link href="/signup" className={`${linkClass} bg-pink font-semibold text-on-pink`}>
        Join free
      </Link>
    </div>
  );
}
