'use client';

import { ErrorNotice } from '@/components/ui/error-notice';

/** A sign-in screen that failed unexpectedly; the (auth) layout's menu and footer stay around it. */
export default function AuthError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorNotice onRetry={retry} />;
}
