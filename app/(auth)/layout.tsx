import { SiteFrame } from '@/components/layout/site-frame';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
