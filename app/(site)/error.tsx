'use client';

import { ErrorNotice } from '@/components/ui/error-notice';

/**
 * A public page that failed unexpectedly. The (site) layout, and so the menu and footer, stays visible around
 * it. The error itself is not shown: it can carry personal data.
 */
export default function SiteError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorNotice onRetry={retry} />;
}
