import type { Viewport } from 'next';
import { BackToTop } from '@/components/layout/back-to-top';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { ShareAuthConfig } from '@/lib/auth/client/load-amplify';
import { publicAuthConfig } from '@/lib/config';
import { siteBootScript } from '@/lib/site/boot-script';
import { bodyFont, headingFont, logoFont } from './fonts';

export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#15101b' },
    { media: '(prefers-color-scheme: light)', color: '#fff8fb' },
  ],
};

/**
 * The <html> every screen is drawn in: the root layout's, and the unmatched-address 404's, which Next renders
 * without the root layout (app/global-not-found.tsx).
 */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    // The boot script sets data-theme before React hydrates, so the attribute legitimately differs.
    <html
      lang="en-GB"
      data-theme="dark"
      suppressHydrationWarning
      className={`${bodyFont.variable} ${headingFont.variable} ${logoFont.variable}`}
    >
      <head>
        {/* Signed-in pages allow this by its hash, so it must be exactly siteBootScript. */}
        <script dangerouslySetInnerHTML={{ __html: siteBootScript }} />
      </head>
      <body className="bg-canvas text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-surface px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <ShareAuthConfig config={publicAuthConfig()} />
        {children}
        <CookieNotice />
        <BackToTop />
        <ScrollToTopOnNavigate />
      </body>
    </html>
  );
}
