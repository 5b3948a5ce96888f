import { protectedMetadata } from '@/lib/site/protected-metadata';
import { RecordCheckIn } from '../_components/record-check-in';
import { saveMood } from '../actions';

export const metadata = protectedMetadata('/moody');

export default function Page() {
  return <RecordCheckIn kind="mood" action={saveMood} />;
}
