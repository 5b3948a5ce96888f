import { protectedMetadata } from '@/lib/site/protected-metadata';
import { GuideRoute, questionnaireRecords } from '../_components/guide-route';

export const metadata = protectedMetadata('/fitness');

export default function Page() {
  return <GuideRoute path="/fitness" load={questionnaireRecords('/fitness')} />;
}
