import { SiteFrame } from '@/components/layout/site-frame';
import { privatePageMetadata } from '@/lib/site/metadata';

export const metadata = privatePageMetadata;

export default function ProtectedLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
