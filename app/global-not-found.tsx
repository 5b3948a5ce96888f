import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { SiteFrame } from '@/components/layout/site-frame';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { brand } from '@/lib/site/brand';
import { SiteDocument, siteViewport } from './site-document';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(brand.siteUrl),
  title: `Page not found | ${brand.name}`,
  robots: { index: false },
};

export const viewport: Viewport = siteViewport;

/**
 * An address that matches no route. Next renders this whole document instead of the root layout, and only for
 * such an address: a root app/not-found.tsx would instead travel, frame and all, inside every page's payload.
 *
 * Rendered per request, not prerendered: under a signed-in prefix (/account/typo) the middleware's policy allows
 * scripts only by this response's nonce, which Next can put on the scripts of a page it renders now, never on a
 * prerendered one; a prerendered page there would show but never hydrate (no menu, no theme switch).
 */
export default async function GlobalNotFound() {
  await connection();
  return (
    <SiteDocument>
      <SiteFrame>
        <NotFoundNotice />
      </SiteFrame>
    </SiteDocument>
  );
}
