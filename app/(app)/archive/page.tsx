import { SignInRequired } from '@/components/ui/sign-in-required';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';

export const metadata = protectedMetadata('/archive');

export default function Page() {
  return <SignInRequired page={protectedPage('/archive')} />;
}
