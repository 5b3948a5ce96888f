'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { AccountLinks } from './account-links';
import { ThemeToggle } from './theme-toggle';

interface MenuLink {
  href: string;
  label: string;
}

/** Below the 50em layout switch the links fold behind a Menu button; above it they sit in the header. */
export function MenuControls({ links }: { links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav aria-label="Main" className="flex items-center gap-2">
      <button
        type="button"
        className="min-h-11 rounded-md border border-line px-3 nav:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        Menu
      </button>
      <div
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-line/40 bg-canvas px-4 pb-4 nav:static nav:flex nav:flex-row nav:items-center nav:gap-1 nav:border-0 nav:p-0`}
      >
        <ul className="flex flex-col gap-1 nav:flex-row nav:gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={pathname === link.href ? 'page' : undefined}
                className="block min-h-11 rounded-md px-3 py-2 text-ink no-underline hover:bg-surface-raised aria-[current=page]:text-pink aria-[current=page]:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <AccountLinks />
      </div>
      <ThemeToggle />
    </nav>
  );
}
