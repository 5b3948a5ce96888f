'use client';

import { ErrorNotice } from '@/components/ui/error-notice';
import './globals.css';

/** Replaces the root layout when it fails itself, so it must render its own <html>. */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-GB" data-theme="dark">
      <body className="bg-canvas text-ink">
        <main>
          <ErrorNotice onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
