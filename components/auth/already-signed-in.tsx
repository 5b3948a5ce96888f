'use client';

import Link from 'next/link';
import { currentNext } from '@/lib/auth/client/navigation';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { SignOutButton } from './sign-out-button';

/** Shown on the sign-in screens to someone who is already signed in: carry on, or sign out first. */
export function AlreadySignedIn({ email }: { email?: string }) {
  const next = useHydrated() ? currentNext('/account') : '/';
  return (
    <div className="max-w-md rounded-lg border-2 border-line bg-surface p-5">
      <p className="text-ink">
        You&apos;re signed in
        {email ? (
          <>
            {' '}
            as <strong>{email}</strong>
          </>
        ) : null}
        .
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link href={next} className="min-h-11 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline">
          Continue
        </Link>
        <SignOutButton className="min-h-11 rounded-md border-2 border-line px-4 text-ink" />
      </div>
    </div>
  );
}
