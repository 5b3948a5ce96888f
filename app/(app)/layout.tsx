import { PageOwnerProvider } from '@/components/forms/page-owner';
import { SiteFrame } from '@/components/layout/site-frame';
import { getSession } from '@/lib/auth/session';
import { loadUnreadNoticeCount } from '@/lib/data/notices';
import { ConfigureAmplify } from '@/lib/auth/client/configure-amplify';
import { publicAuthConfig } from '@/lib/config';
import { privatePageMetadata } from '@/lib/site/metadata';

export const metadata = privatePageMetadata;

// Signed-in pages load Amplify (token renewal, sign-out), which also confirms the public pages' signed-in hint.
export default async function ProtectedLayout({ children }: { children: React.ReactNode }) {
  // Verified once per request (cached; the page's own gate reads the same answer). Only the account id reaches
  // the browser, as the owner every form sends (components/forms/page-owner.tsx).
  const session = await getSession();
  // Not awaited: the frame renders at once and the menu's count streams in when the API answers.
  // It never rejects (a failure is no count), so the menu cannot fall into an error boundary over it.
  const unreadNoticesCount = session ? loadUnreadNoticeCount(session).catch(() => null) : Promise.resolve(null);
  return (
    <SiteFrame signedIn unreadNoticesCount={unreadNoticesCount}>
      <ConfigureAmplify config={publicAuthConfig()} />
      <PageOwnerProvider uid={session?.sub ?? null}>{children}</PageOwnerProvider>
    </SiteFrame>
  );
}
