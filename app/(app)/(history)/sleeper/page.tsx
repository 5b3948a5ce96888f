import { protectedMetadata } from '@/lib/site/protected-metadata';
import { RecordCheckIn } from '../_components/record-check-in';
import { saveSleep } from '../actions';

export const metadata = protectedMetadata('/sleeper');

export default function Page() {
  return <RecordCheckIn kind="sleep" action={saveSleep} />;
}
