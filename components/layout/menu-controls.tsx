'use client';

import Link from 'next/link';
import { prefetchFor } from '@/lib/site/prefetch';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { useSignedInHint } from '@/lib/auth/client/signed-in-hint-store';
import { AccountLinks } from './account-links';
import { memberMenuLinks } from './member-links';
import { ThemeToggle } from './theme-toggle';

interface MenuLink {
  href: string;
  label: string;
}

interface MenuControlsProps {
  /** The public pages' links, shown to visitors who are not signed in. */
  links: MenuLink[];
  /** The server already knows she is signed in (signed-in pages): no need to wait for the hint. */
  signedIn?: boolean;
  unreadNoticesCount?: Promise<number | null>;
}

/** Below the 50em layout switch the links fold behind a Menu button; above it they sit in the header. */
export function MenuControls({ links, signedIn, unreadNoticesCount }: MenuControlsProps) {
  // Open on the page it was opened on: navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const pathname = usePathname();
  const panelId = useId();
  const storedHint = useSignedInHint();
  const hint = signedIn && (storedHint === 'unknown' || storedHint === 'signedOut') ? 'signedIn' : storedHint;
  const shown = hint === 'signedIn' || hint === 'admin' ? memberMenuLinks : links;

  const open = openOn === pathname;

  return (
    <nav aria-label="Main" className="flex items-center gap-2">
      <button
        type="button"
        className="min-h-11 rounded-md border border-line px-3 nav:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpenOn(null);
        }}
      >
        Menu
      </button>
      <div
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-line/40 bg-canvas px-4 pb-4 nav:static nav:flex nav:flex-row nav:items-center nav:gap-1 nav:border-0 nav:p-0`}
      >
        <ul className="flex flex-col gap-1 nav:flex-row nav:gap-1">
          {shown.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={prefetchFor(link.href)}
                aria-current={pathname === link.href ? 'page' : undefined}
                className="block min-h-11 rounded-md px-3 py-2 text-ink no-underline hover:bg-surface-raised aria-[current=page]:text-pink aria-[current=page]:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <AccountLinks hint={hint} unreadNoticesCount={unreadNoticesCount} />
      </div>
      <ThemeToggle />
    </nav>
  );
}
