import { SiteFrame } from '@/components/layout/site-frame';
import { ConfigureAmplify } from '@/lib/auth/client/configure-amplify';
import { publicAuthConfig } from '@/lib/config';

// The sign-in screens are the public pages that need Amplify: it is configured here, not in the root layout.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame>
      <ConfigureAmplify config={publicAuthConfig()} />
      {children}
    </SiteFrame>
  );
}
