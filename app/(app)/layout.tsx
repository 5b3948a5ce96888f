import { SiteFrame } from '@/components/layout/site-frame';
import { ConfigureAmplify } from '@/lib/auth/client/configure-amplify';
import { publicAuthConfig } from '@/lib/config';
import { privatePageMetadata } from '@/lib/site/metadata';

export const metadata = privatePageMetadata;

// Signed-in pages load Amplify (token renewal, sign-out), which also confirms the public pages' signed-in hint.
export default function ProtectedLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame signedIn>
      <ConfigureAmplify config={publicAuthConfig()} />
      {children}
    </SiteFrame>
  );
}
