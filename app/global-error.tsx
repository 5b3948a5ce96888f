'use client';

import { ErrorNotice } from '@/components/ui/error-notice';
import './globals.css';

/**
 * Replaces the root layout when it fails itself, so it must render its own <html>. It is also the screen for a
 * section layout that fails (each section has its own error screen inside its frame for its pages): there is no
 * separate app/error.tsx, because every error boundary file is one more script on every public page. The way
 * home is a plain link, a full page load, since the layouts around it could not render.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-GB" data-theme="dark">
      <body className="bg-canvas text-ink">
        <main id="main">
          <ErrorNotice onRetry={retry} />
          <p className="pb-12 text-center">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point here */}
            <a href="/" className="text-ink underline">
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
