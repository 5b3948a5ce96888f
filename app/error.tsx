'use client';

import Link from 'next/link';
import { ErrorNotice } from '@/components/ui/error-notice';

/**
 * Reached only when a section's own layout fails (each section has its own error screen inside its frame), so
 * it does not draw the frame again: rendering the frame from here would also ship the whole menu and footer
 * to the browser on every page. A calm message, a retry and the way home; never a stack trace.
 */
export default function ErrorPage({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <main id="main">
      <ErrorNotice onRetry={retry} />
      <p className="pb-12 text-center">
        <Link href="/" className="text-ink underline">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
