import { protectedMetadata } from '@/lib/site/protected-metadata';
import { KindHistory } from '../_components/kind-history';

export const metadata = protectedMetadata('/sleep');

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <KindHistory kind="sleep" searchParams={searchParams} />;
}
