'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { use, useState } from 'react';

export const NOTICES_PATH = '/notices';

/** "Notices, 2 unread" for screen readers; the number alone on screen. */
export const unreadNoticesName = (count: number) => `Notices, ${count} unread`;

/**
 * The unread count beside Account, a link to her notices. It waits for its own promise (inside a Suspense
 * boundary), so the menu never waits for it. Layouts are not rendered again on moving between her pages, so
 * once she has opened /notices the count this promise gave is spent and stays hidden until a new count comes.
 */
export function UnreadNoticesLink({ count: countPromise }: { count: Promise<number | null> }) {
  const count = use(countPromise);
  const pathname = usePathname();
  const [seen, setSeen] = useState<Promise<number | null> | null>(null);
  if (pathname === NOTICES_PATH && seen !== countPromise) setSeen(countPromise);
  if (!count || seen === countPromise) return null;
  return (
    <Link
      href={NOTICES_PATH}
      aria-label={unreadNoticesName(count)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md no-underline hover:bg-surface-raised"
    >
      <span className="inline-block min-w-6 rounded-full bg-pink px-1.5 text-center text-sm font-semibold text-on-pink">
        {count}
      </span>
    </Link>
  );
}
