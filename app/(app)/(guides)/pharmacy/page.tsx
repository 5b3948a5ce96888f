import { protectedMetadata } from '@/lib/site/protected-metadata';
import { GuideRoute } from '../_components/guide-route';

export const metadata = protectedMetadata('/pharmacy');

export default function Page() {
  return <GuideRoute path="/pharmacy" />;
}
