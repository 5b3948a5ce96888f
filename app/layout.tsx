import type { Metadata, Viewport } from 'next';
import { brand } from '@/lib/site/brand';
import { SiteDocument, siteViewport } from './site-document';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(brand.siteUrl),
  title: { default: `${brand.fullName}: check, record, see your GP early`, template: `%s | ${brand.name}` },
  description: brand.tagline,
  applicationName: brand.fullName,
  openGraph: { type: 'website', siteName: brand.fullName, locale: 'en_GB' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
