import Link from 'next/link';
import { prefetchFor } from '@/lib/site/prefetch';

export interface ActionLink {
  href: string;
  label: string;
}

const base = 'inline-flex min-h-11 items-center rounded-md px-5 py-2.5 font-semibold no-underline';

/** One main call to action and optional quieter ones, as links (they navigate; nothing is submitted). */
export function ActionLinks({
  primary,
  secondary = [],
  className = '',
}: {
  primary: ActionLink;
  secondary?: readonly ActionLink[];
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link href={primary.href} prefetch={prefetchFor(primary.href)} className={`${base} bg-pink text-on-pink`}>
        {primary.label}
      </Link>
      {secondary.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          prefetch={prefetchFor(link.href)}
          className={`${base} border-2 border-pink text-ink`}
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}
