import type { ReactNode } from 'react';

interface TableScrollProps {
  /** What a screen reader announces when focus reaches the box: name the table. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The box a wide table sits in: on a narrow screen the table scrolls sideways inside it, never the page
 * (WCAG 1.4.10 lets a data table scroll; the page must reflow). It is focusable and named so it can be scrolled
 * from the keyboard. It is `relative` so that visually hidden text in the table (the cells' `sr-only` labels, which
 * are absolutely positioned) scrolls with it instead of widening the page. Inside a grid or flex column the column
 * must be allowed to shrink (`grid-cols-1`, `min-w-0`), or the table's width stretches the column and the page
 * scrolls anyway.
 */
export function TableScroll({ label, className = '', children }: TableScrollProps) {
  return (
    <div className={`relative overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
