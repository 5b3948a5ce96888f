'use client';

import { CarriedOverList } from '@/components/check/carried-over-list';
import { FindingEditor } from '@/components/check/finding-editor';
import type { CheckDraft, FindingDraft } from '@/lib/check/check-draft';
import type { CheckErrors } from '@/lib/check/finalise';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { findingLabel } from '@/lib/diary/findings';
import type { CarryOverAnswer } from '@/lib/diary/finding-terms';
import { StageHeading } from './stage-heading';

interface CarriedStageProps {
  draft: CheckDraft;
  carried: readonly CarriedItem[];
  errors: CheckErrors;
  onChange(change: Partial<CheckDraft>): void;
  onStart(): void;
}

/** Where she last recorded it, as the finding editor holds it. */
function asDraft(item: CarriedItem): FindingDraft {
  return { ...item.latest, id: item.id, status: 'CHANGED', note: item.latest.note ?? '' };
}

/**
 * The findings from her earlier checks she has not said are gone: one answer each before the steps, and for
 * one that has changed, its description as she last gave it, for her to bring up to date.
 */
export function CarriedStage({ draft, carried, errors, onChange, onStart }: CarriedStageProps) {
  const answer = (id: string, value: CarryOverAnswer) => {
    const item = carried.find((c) => c.id === id);
    // Opened with what she recorded before; kept if she switches answers, so nothing she typed is lost.
    const changes = value === 'CHANGED' && item && !draft.changes[id] ? { [id]: asDraft(item) } : {};
    onChange({ carried: { ...draft.carried, [id]: value }, changes: { ...draft.changes, ...changes } });
  };
  const setChange = (next: FindingDraft) => onChange({ changes: { ...draft.changes, [next.id]: next } });
  return (
    <section aria-labelledby="check-carried">
      <StageHeading id="check-carried" takeFocus={Object.keys(errors).length === 0}>
        Changes you noted before
      </StageHeading>
      <p className="mt-2 mb-4 max-w-2xl text-ink-muted">
        Before you start, tell us about each change from your earlier checks. If one has changed, update what you
        recorded so your diary shows how it is now.
      </p>
      <CarriedOverList
        items={carried}
        answers={draft.carried}
        onAnswer={answer}
        errors={errors}
        changed={(item) => {
          const change = draft.changes[item.id] ?? asDraft(item);
          return (
            <FindingEditor
              finding={change}
              number={1}
              errors={errors}
              marks={[]}
              onChange={setChange}
              carriedTitle={`How is the ${findingLabel(item.latest)} now?`}
            />
          );
        }}
      />
      <button
        type="button"
        onClick={onStart}
        className="mt-6 min-h-12 rounded-md bg-pink px-6 font-semibold text-on-pink"
      >
        {draft.anythingDifferent === null ? 'Start the check' : 'Go on to save your check'}
      </button>
    </section>
  );
}
