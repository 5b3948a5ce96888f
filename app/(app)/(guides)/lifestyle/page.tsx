import { protectedMetadata } from '@/lib/site/protected-metadata';
import { GuideRoute, questionnaireRecords } from '../_components/guide-route';

export const metadata = protectedMetadata('/lifestyle');

export default function Page() {
  return <GuideRoute path="/lifestyle" load={questionnaireRecords('/lifestyle')} />;
}
