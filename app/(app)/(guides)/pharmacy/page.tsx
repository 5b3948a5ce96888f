import { GuidePage } from '@/components/guides/guide-page';
import { requireUser } from '@/lib/auth/session';
import { protectedMetadata } from '@/lib/site/protected-metadata';

export const metadata = protectedMetadata('/pharmacy');

export default async function Page() {
  await requireUser('/pharmacy');
  return <GuidePage path="/pharmacy" />;
}
