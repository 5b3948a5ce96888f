'use client';

import { FindingsByBreast } from '@/components/check/findings-by-breast';
import type { MapMark } from '@/components/check/breast-clock-face';
import type { Side } from '@/lib/check/breast-map';
import type { CheckDraft, FindingDraft } from '@/lib/check/check-draft';
import { fieldId, recordedCarriedCount, type CheckErrors } from '@/lib/check/finalise';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { carriedOverLabel } from '@/lib/diary/findings';
import { londonDate } from '@/lib/reminders/local-date';
import { FINDINGS_PER_CHECK_MAX } from '@/lib/validation/breast-finding';
import { StageHeading } from './stage-heading';

interface FindingsStageProps {
  draft: CheckDraft;
  carried: readonly CarriedItem[];
  errors: CheckErrors;
  pending: boolean;
  onFindings(findings: FindingDraft[]): void;
  onSave(): void;
  onBack(): void;
  /** Back to her answers about earlier findings, which take room in the check too. */
  onEarlier(): void;
}

/** An earlier finding on the map: where she has just moved it if she answered "Changed", else where it was. */
function earlierMark(item: CarriedItem, draft: CheckDraft, today: string): MapMark | null {
  const changed = draft.carried[item.id] === 'CHANGED' ? draft.changes[item.id] : undefined;
  if (!changed) return item.position ? { key: item.id, position: item.position, label: item.label } : null;
  if (!changed.position) return null;
  const latest = { ...item.latest, position: changed.position };
  return {
    key: item.id,
    position: changed.position,
    label: carriedOverLabel({ firstNoted: item.firstNoted, latest }, today),
  };
}

/** Earlier findings she has not said are gone, shown on the map so she can see where they are. */
function earlierMarks(draft: CheckDraft, carried: readonly CarriedItem[]): Record<Side, MapMark[]> {
  const today = londonDate(new Date());
  const marks = (side: Side) =>
    carried.flatMap((item) => {
      const mark = item.side === side && draft.carried[item.id] !== 'GONE' ? earlierMark(item, draft, today) : null;
      return mark ? [mark] : [];
    });
  return { LEFT: marks('LEFT'), RIGHT: marks('RIGHT') };
}

/** Findings per breast, each with its place on the map; saved together with the check. */
export function FindingsStage({
  draft,
  carried,
  errors,
  pending,
  onFindings,
  onSave,
  onBack,
  onEarlier,
}: FindingsStageProps) {
  const room = Math.max(FINDINGS_PER_CHECK_MAX - recordedCarriedCount(draft), 0);
  return (
    <section aria-labelledby="check-findings">
      <StageHeading id="check-findings">What did you notice?</StageHeading>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Add each change in the breast you found it in. Only what you know is needed.
      </p>
      <FindingsByBreast
        findings={draft.findings}
        errors={errors}
        onChange={onFindings}
        headingLevel={3}
        earlierMarks={earlierMarks(draft, carried)}
        addLeftId={fieldId.anything}
        maxFindings={room}
      />
      {carried.length > 0 && draft.findings.length >= room && room < FINDINGS_PER_CHECK_MAX ? (
        <button type="button" onClick={onEarlier} className="mt-3 min-h-11 font-semibold underline underline-offset-4">
          Change your answers about earlier changes
        </button>
      ) : null}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onSave}
          aria-disabled={pending || undefined}
          className="min-h-12 rounded-md bg-pink px-6 font-semibold text-on-pink aria-disabled:opacity-70"
        >
          {pending ? 'Saving your check…' : 'Save my check'}
        </button>
        <button type="button" onClick={onBack} className="min-h-12 rounded-md border-2 border-line px-6 font-semibold">
          Back
        </button>
      </div>
    </section>
  );
}
