import { SignUpForm } from '@/components/auth/sign-up-form';
import { PageIntro } from '@/components/ui/page-intro';
import { prizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';
import { authPage } from '@/lib/site/auth-pages';
import { pageMetadata } from '@/lib/site/metadata';

const page = authPage('/signup');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <>
      <PageIntro heading={page.heading} purpose={page.purpose} />
      <SignUpForm prizeDraw={prizeDrawCloseForBrowser()} />
    </>
  );
}
