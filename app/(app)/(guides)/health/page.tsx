import { protectedMetadata } from '@/lib/site/protected-metadata';
import { GuideRoute, questionnaireRecords } from '../_components/guide-route';

export const metadata = protectedMetadata('/health');

export default function Page() {
  return <GuideRoute path="/health" load={questionnaireRecords('/health')} />;
}
