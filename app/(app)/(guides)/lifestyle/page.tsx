import { GuidePage } from '@/components/guides/guide-page';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { requireUser } from '@/lib/auth/session';
import { loadRiskGuideRecords } from '@/lib/data/risk-guide-records';
import { protectedMetadata } from '@/lib/site/protected-metadata';

export const metadata = protectedMetadata('/lifestyle');

export default async function Page() {
  // Her answers are health data: the page checks the session itself.
  const session = await requireUser('/lifestyle');
  const { records, unavailable } = await loadRiskGuideRecords(session);
  return (
    <>
      {unavailable ? <DataUnavailable reason={unavailable} nextPath="/lifestyle" /> : null}
      <GuidePage
        path="/lifestyle"
        records={{ riskFactors: records.riskFactors, alcohol: records.alcohol, activity: records.activity }}
      />
    </>
  );
}
