'use client';

import { ErrorNotice } from '@/components/ui/error-notice';

/**
 * A signed-in screen that failed unexpectedly. The (app) layout, and so the menu, stays visible: a failure here
 * is not a sign-out, and she can still go elsewhere. The error is not shown or logged here: its message can
 * carry personal data, and the server has logged what it may (operation and error type only).
 */
export default function ProtectedError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorNotice onRetry={retry} />;
}
