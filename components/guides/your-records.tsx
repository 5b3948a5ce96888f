import type { PersonalPart, PersonalRecords } from '@/lib/content/guide-records';
import { ActivityRecord } from './records/activity-record';
import { AlcoholRecord } from './records/alcohol-record';
import { CheckInsRecord } from './records/check-ins-record';
import { HealthAnswersRecord } from './records/health-answers-record';
import { PainRecord } from './records/pain-record';
import { RiskFactorsRecordView } from './records/risk-factors-record';

// One renderer per part; `satisfies` makes a new part without a renderer a type error.
const renderers = {
  activity: (records) => <ActivityRecord activity={records.activity ?? null} />,
  alcohol: (records) => <AlcoholRecord alcohol={records.alcohol ?? null} />,
  riskFactors: (records) => <RiskFactorsRecordView riskFactors={records.riskFactors ?? null} />,
  healthAnswers: (records) => <HealthAnswersRecord answers={records.healthAnswers ?? null} />,
  pain: (records) => <PainRecord pain={records.pain ?? null} />,
  checkIns: (records) => <CheckInsRecord checkIns={records.checkIns ?? null} />,
} satisfies Record<PersonalPart, (records: Partial<PersonalRecords>) => React.ReactNode>;

/** The "your records" slot of a guide: her own data beside the guidance, or how to add it. */
export function YourRecords({ parts, records }: { parts: readonly PersonalPart[]; records: Partial<PersonalRecords> }) {
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="your-records-heading" className="mb-10 max-w-3xl rounded-lg bg-surface-raised p-5">
      <h2 id="your-records-heading" className="text-2xl font-bold text-ink">
        Your records
      </h2>
      <p className="mt-1 text-ink-muted">Only you can see this.</p>
      <div className="mt-4 space-y-8">
        {parts.map((part) => (
          <div key={part}>{renderers[part](records)}</div>
        ))}
      </div>
    </section>
  );
}
