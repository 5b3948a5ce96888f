'use client';

import Link from 'next/link';
import { prefetchFor } from '@/lib/site/prefetch';
import { useSignedInHint } from '@/lib/auth/client/signed-in-hint-store';

interface AccountLink {
  path: string;
  title: string;
}

const memberLinks: readonly AccountLink[] = [
  { path: '/account', title: 'Your account' },
  { path: '/settings', title: 'Settings' },
  { path: '/update-password', title: 'Change your password' },
];

/**
 * The footer's account column: the sign-in screens for visitors, her own account links once she is signed in
 * (no "Sign in", "Join free" or "Confirm your email" for a member). Server-rendered as the visitor's list on
 * public pages, so it works without script; `signedIn` comes from signed-in pages, where the server knows.
 * The visitor's links come from the server too, so the sign-in screens' descriptions stay out of the bundle.
 */
export function FooterAccountLinks({ signedIn, visitorLinks }: { signedIn?: boolean; visitorLinks: AccountLink[] }) {
  const hint = useSignedInHint();
  const member = hint === 'signedIn' || hint === 'admin' || (signedIn && hint !== 'signedOut');
  const links = member ? memberLinks : visitorLinks;
  return (
    <>
      {links.map((link) => (
        <li key={link.path}>
          <Link href={link.path} prefetch={prefetchFor(link.path)} className="inline-block py-1 text-ink">
            {link.title}
          </Link>
        </li>
      ))}
    </>
  );
}
