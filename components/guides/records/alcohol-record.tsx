import { ALCOHOL_GUIDELINE, compareAlcohol, type WeeklyAlcohol } from '@/lib/content/guide-records';
import { AnsweredRecord, NotAnswered } from './answered-record';

/** Her usual weekly units from the questionnaire beside the UK low-risk guideline. */
export function AlcoholRecord({ alcohol }: { alcohol: WeeklyAlcohol | null }) {
  if (!alcohol)
    return (
      <NotAnswered what="how much alcohol you usually drink" addLabel="Add your alcohol units" section="lifestyle" />
    );
  const result = compareAlcohol(alcohol);
  return (
    <AnsweredRecord title="Your alcohol">
      <p className="mt-2 text-ink">
        You usually drink about <strong>{result.unitsPerWeek} units a week</strong>. The low-risk guideline is no more
        than {ALCOHOL_GUIDELINE.unitsPerWeek}, spread over {ALCOHOL_GUIDELINE.spreadOverDays} or more days.
      </p>
      <p className="mt-2 text-ink">
        {result.unitsPerWeek === 0
          ? 'Not drinking is the lowest-risk choice.'
          : result.withinGuideline
            ? 'That is within the guideline. It is a low-risk level, not a no-risk one: any cut brings the risk down further.'
            : `That is ${result.unitsOver} units a week over the guideline. Cutting down, and having several drink-free days, lowers the risk.`}
      </p>
    </AnsweredRecord>
  );
}
