'use client';

import { useEffect, useRef } from 'react';

/**
 * Said on the history page she was sent back to after a delete. It takes focus, as the page she pressed
 * Delete on has gone, so the next thing a screen reader reads is what happened.
 */
export function DeletedNotice({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="deleted-notice"
      className="mb-6 max-w-2xl rounded-lg border-2 border-green bg-surface p-4 text-ink"
    >
      {children}
    </div>
  );
}
