import { SignInFlow } from '@/components/auth/sign-in-flow';
import { PageIntro } from '@/components/ui/page-intro';
import { contactEmails } from '@/lib/content/contact';
import { authPage } from '@/lib/site/auth-pages';
import { pageMetadata } from '@/lib/site/metadata';

const page = authPage('/signin');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <>
      <PageIntro heading={page.heading} purpose={page.purpose} />
      <SignInFlow helpEmail={contactEmails.help} />
    </>
  );
}
