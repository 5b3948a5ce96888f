'use client';

import Link from 'next/link';
import { currentNext, withNext } from '@/lib/auth/client/navigation';
import { useHydrated } from '@/lib/ui/use-hydrated';

/**
 * A link between sign-in screens that keeps `next`. Read in the browser after hydration so the page stays
 * static; until then the plain path works, she only loses the onward destination.
 */
export function KeepNextLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const target = useHydrated() ? withNext(href, currentNext()) : href;
  return (
    <Link href={target} className={className ?? 'text-ink'}>
      {children}
    </Link>
  );
}
