import { protectedMetadata } from '@/lib/site/protected-metadata';
import { SymptomDiary } from '../_components/symptom-diary';
import { saveMenopause } from '../actions';
import { AboutMenopause } from './_components/about-menopause';

export const metadata = protectedMetadata('/menopausal');

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <SymptomDiary kind="menopause" action={saveMenopause} searchParams={searchParams} about={<AboutMenopause />} />
  );
}
