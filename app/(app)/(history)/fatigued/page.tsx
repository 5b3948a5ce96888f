import { protectedMetadata } from '@/lib/site/protected-metadata';
import { RecordCheckIn } from '../_components/record-check-in';
import { saveFatigue } from '../actions';

export const metadata = protectedMetadata('/fatigued');

export default function Page() {
  return <RecordCheckIn kind="fatigue" action={saveFatigue} />;
}
