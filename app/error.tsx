'use client';

import { SiteFrame } from '@/components/layout/site-frame';
import { ErrorNotice } from '@/components/ui/error-notice';

/**
 * A calm message and a retry, never a stack trace. The error itself is not shown: it can carry personal data.
 * The frame stays so the visitor can still find her way around.
 */
export default function ErrorPage({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <SiteFrame>
      <ErrorNotice onRetry={retry} />
    </SiteFrame>
  );
}
