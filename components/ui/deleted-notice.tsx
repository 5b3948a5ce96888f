'use client';

import { useEffect, useRef } from 'react';
import { StatusMessage } from '@/components/forms/status-message';

/**
 * Said on the list page she was sent back to after a delete (a history page, the archive). It takes focus, as
 * the page she pressed Delete on has gone, so the next thing a screen reader reads is what happened.
 */
export function DeletedNotice({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <StatusMessage ref={ref} testId="deleted-notice">
      {children}
    </StatusMessage>
  );
}
