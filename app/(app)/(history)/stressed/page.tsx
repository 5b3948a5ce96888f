import { protectedMetadata } from '@/lib/site/protected-metadata';
import { RecordCheckIn } from '../_components/record-check-in';
import { saveStress } from '../actions';

export const metadata = protectedMetadata('/stressed');

export default function Page() {
  return <RecordCheckIn kind="stress" action={saveStress} />;
}
