import { protectedMetadata } from '@/lib/site/protected-metadata';
import { KindHistory } from '../_components/kind-history';

export const metadata = protectedMetadata('/mood');

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <KindHistory kind="mood" searchParams={searchParams} />;
}
