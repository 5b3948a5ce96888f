import type { NotApplicableReason } from '@/lib/risk';
import { INSTEAD_ADVICE } from '@/lib/risk/questionnaire/eligibility';

/**
 * In place of figures when the models do not apply to her: why, in plain words, and what to do instead.
 * Shows no number on purpose.
 */
export function NotApplicableNotice({
  reasons,
  headingLevel: Heading = 'h2',
}: {
  reasons: readonly NotApplicableReason[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <section
      aria-labelledby="not-applicable-heading"
      className="max-w-3xl rounded-lg border-l-8 border-blue bg-surface p-5"
    >
      <Heading id="not-applicable-heading" className="text-2xl font-bold">
        We can’t give you a risk figure
      </Heading>
      <p className="mt-2">
        The risk models used here are not designed for you, so any number would be misleading. Here is who can help
        instead.
      </p>
      {reasons.map((reason) => (
        <div key={reason} className="mt-4">
          <h3 className="font-bold">{INSTEAD_ADVICE[reason].heading}</h3>
          <p className="mt-1">{INSTEAD_ADVICE[reason].text}</p>
        </div>
      ))}
      <p className="mt-4">If you notice any change in your breasts, see your GP straight away.</p>
    </section>
  );
}
