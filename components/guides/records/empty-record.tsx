import Link from 'next/link';

export interface AddRecordLink {
  href: string;
  label: string;
}

/** What a personal part says when she has recorded nothing: no guesses about her, only how to add it. */
export function EmptyRecord({ message, links }: { message: string; links: readonly AddRecordLink[] }) {
  return (
    <div>
      <p className="text-ink-muted">{message}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-ink underline decoration-pink decoration-2">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
