import type { RiskFactorsRecord } from '@/lib/content/guide-records';
import { EmptyRecord } from './empty-record';

/** The factors her risk profile found and what she could change, in the profile's own words. */
export function RiskFactorsRecordView({ riskFactors }: { riskFactors: RiskFactorsRecord | null }) {
  if (!riskFactors) {
    return (
      <EmptyRecord
        message="Answer the health questions to see which factors apply to you and what you could change."
        links={[{ href: '/personal', label: 'Answer the health questions' }]}
      />
    );
  }
  return (
    <div>
      <h3 className="text-xl font-bold text-ink">Your factors</h3>
      {riskFactors.factors.length === 0 ? (
        <p className="mt-2 text-ink">Your answers did not show any of the factors we look for.</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
          {riskFactors.factors.map((factor) => (
            <li key={factor.id}>{factor.label}</li>
          ))}
        </ul>
      )}
      {riskFactors.actions.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-bold text-ink">What you could change</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
            {riskFactors.actions.map((action) => (
              <li key={action.id}>{action.label}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
