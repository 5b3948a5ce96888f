import Link from 'next/link';

const SECTIONS = [
  { href: '/admin', label: 'Offers and codes' },
  { href: '/admin/offers/new', label: 'Create an offer' },
  { href: '/admin/import', label: 'Import codes' },
  { href: '/admin/prize-draw', label: 'Prize draw' },
  { href: '/admin/reports', label: 'Sign-ups and activity' },
] as const;

/** The admin area's sections; the current one is marked for assistive technology as well as visually. */
export function AdminNav({ current }: { current: (typeof SECTIONS)[number]['href'] }) {
  return (
    <nav aria-label="Admin sections" className="mb-8">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={section.href === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 aria-[current=page]:no-underline aria-[current=page]:text-ink-muted"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
