import { ForgotPasswordFlow } from '@/components/auth/forgot-password-flow';
import { PageIntro } from '@/components/ui/page-intro';
import { authPage } from '@/lib/site/auth-pages';
import { pageMetadata } from '@/lib/site/metadata';

const page = authPage('/forgot-password');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <>
      <PageIntro heading={page.heading} purpose={page.purpose} />
      <ForgotPasswordFlow />
    </>
  );
}
