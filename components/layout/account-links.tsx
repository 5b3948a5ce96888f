'use client';

import Link from 'next/link';
import { Suspense } from 'react';
import { prefetchFor } from '@/lib/site/prefetch';
import { SignOutButton } from '@/components/auth/sign-out-button';
import type { SignedInHint } from '@/lib/auth/client/signed-in-hint-store';
import { accountLink } from './member-links';
import { UnreadNoticesLink } from './unread-notices-link';

const linkClass = 'block min-h-11 rounded-md px-3 py-2 no-underline';

interface AccountLinksProps {
  hint: SignedInHint;
  /** Signed-in pages: her unread notices, shown beside "Account" as a link to them once the promise settles. */
  unreadNoticesCount?: Promise<number | null>;
}

/**
 * The menu's account part. It follows the signed-in hint, not Amplify, so public pages stay light. While the
 * hint is not yet read (server render, hydration) the signed-out links hold their place invisibly: no flash
 * of "Sign in" for someone who is signed in, and no jump in the header.
 */
export function AccountLinks({ hint, unreadNoticesCount }: AccountLinksProps) {
  if (hint === 'signedIn' || hint === 'admin') {
    return (
      <div className="flex flex-col gap-1 nav:flex-row nav:items-center">
        <div className="flex items-center">
          <Link
            href={accountLink.href}
            prefetch={prefetchFor(accountLink.href)}
            className={`${linkClass} text-ink hover:bg-surface-raised`}
          >
            {accountLink.label}
          </Link>
          {unreadNoticesCount ? (
            <Suspense fallback={null}>
              <UnreadNoticesLink count={unreadNoticesCount} />
            </Suspense>
          ) : null}
        </div>
        {hint === 'admin' ? (
          <Link
            href="/admin"
            prefetch={prefetchFor('/admin')}
            className={`${linkClass} text-ink hover:bg-surface-raised`}
          >
            Admin
          </Link>
        ) : null}
        <SignOutButton className={`${linkClass} text-left text-ink hover:bg-surface-raised`} />
      </div>
    );
  }
  return (
    <div
      className={`flex flex-col gap-1 nav:flex-row nav:items-center ${hint === 'unknown' ? 'invisible' : ''}`}
      aria-hidden={hint === 'unknown' || undefined}
    >
      <Link
        href="/signin"
        prefetch={prefetchFor('/signin')}
        className={`${linkClass} text-ink hover:bg-surface-raised`}
      >
        Sign in
      </Link>
      <Link
        href="/signup"
        prefetch={prefetchFor('/signup')}
        className={`${linkClass} bg-pink font-semibold text-on-pink`}
      >
        Join free
      </Link>
    </div>
  );
}
