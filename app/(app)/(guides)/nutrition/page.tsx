import { protectedMetadata } from '@/lib/site/protected-metadata';
import { GuideRoute, questionnaireRecords } from '../_components/guide-route';

export const metadata = protectedMetadata('/nutrition');

export default function Page() {
  return <GuideRoute path="/nutrition" load={questionnaireRecords('/nutrition')} />;
}
