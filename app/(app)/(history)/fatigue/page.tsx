import { ProtectedScreen } from '@/components/ui/protected-screen';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';

export const metadata = protectedMetadata('/fatigue');

export default function Page() {
  return <ProtectedScreen page={protectedPage('/fatigue')} />;
}
