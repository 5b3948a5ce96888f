import { protectedMetadata } from '@/lib/site/protected-metadata';
import { SymptomDiary } from '../_components/symptom-diary';
import { savePhysical } from '../actions';
import { AboutPhysicalSymptoms } from './_components/about-physical-symptoms';

export const metadata = protectedMetadata('/physical');

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <SymptomDiary kind="physical" action={savePhysical} searchParams={searchParams} about={<AboutPhysicalSymptoms />} />
  );
}
