import { GuidePage } from '@/components/guides/guide-page';
import { requireUser } from '@/lib/auth/session';
import { protectedMetadata } from '@/lib/site/protected-metadata';

export const metadata = protectedMetadata('/baby');

export default async function Page() {
  await requireUser('/baby');
  return <GuidePage path="/baby" />;
}
