import { ConfirmEmailForm } from '@/components/auth/confirm-email-form';
import { PageIntro } from '@/components/ui/page-intro';
import { authPage } from '@/lib/site/auth-pages';
import { pageMetadata } from '@/lib/site/metadata';

const page = authPage('/confirm-email');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <>
      <PageIntro heading={page.heading} purpose={page.purpose} />
      <ConfirmEmailForm />
    </>
  );
}
