'use client';

import { FindingEditor } from '@/components/check/finding-editor';
import type { MapMark } from '@/components/check/breast-clock-face';
import type { Side } from '@/lib/check/breast-map';
import type { CheckDraft, FindingDraft } from '@/lib/check/check-draft';
import { fieldId, type CheckErrors } from '@/lib/check/finalise';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { findingLabel } from '@/lib/diary/findings';
import { StageHeading } from './stage-heading';

interface FindingsStageProps {
  draft: CheckDraft;
  carried: readonly CarriedItem[];
  errors: CheckErrors;
  pending: boolean;
  onFindings(findings: FindingDraft[]): void;
  onSave(): void;
  onBack(): void;
}

function emptyFinding(side: Side): FindingDraft {
  return {
    id: crypto.randomUUID(),
    side,
    kind: null,
    severity: null,
    position: null,
    sizeMm: null,
    feel: null,
    status: 'NEW',
    note: '',
  };
}

function marksFor(side: Side, except: string, draft: CheckDraft, carried: readonly CarriedItem[]): MapMark[] {
  const earlier = carried.flatMap((item) =>
    item.side === side && item.position && draft.carried[item.id] !== 'GONE'
      ? [{ key: item.id, position: item.position, label: item.label }]
      : [],
  );
  const others = draft.findings.flatMap((f) =>
    f.side === side && f.id !== except && f.position && f.kind
      ? [
          {
            key: f.id,
            position: f.position,
            label: findingLabel({ ...f, kind: f.kind, severity: f.severity ?? 1, note: null }),
          },
        ]
      : [],
  );
  return [...earlier, ...others];
}

/** Findings per breast, each with its place on the map; saved together with the check. */
export function FindingsStage({ draft, carried, errors, pending, onFindings, onSave, onBack }: FindingsStageProps) {
  const replace = (next: FindingDraft) => onFindings(draft.findings.map((f) => (f.id === next.id ? next : f)));
  return (
    <section aria-labelledby="check-findings">
      <StageHeading id="check-findings">What did you notice?</StageHeading>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Add each change in the breast you found it in. Only what you know is needed.
      </p>
      {(['LEFT', 'RIGHT'] as const).map((side) => {
        const findings = draft.findings.filter((f) => f.side === side);
        const name = side === 'LEFT' ? 'left' : 'right';
        return (
          <div key={side} className="mt-8">
            <h3 className="text-2xl font-bold">Your {name} breast</h3>
            {findings.map((finding, i) => (
              <FindingEditor
                key={finding.id}
                finding={finding}
                number={i + 1}
                errors={errors}
                marks={marksFor(side, finding.id, draft, carried)}
                onChange={replace}
                onRemove={() => onFindings(draft.findings.filter((f) => f.id !== finding.id))}
              />
            ))}
            <button
              id={side === 'LEFT' ? fieldId.anything : undefined}
              type="button"
              onClick={() => onFindings([...draft.findings, emptyFinding(side)])}
              className="mt-4 min-h-11 rounded-md border-2 border-pink px-4 font-semibold text-pink"
            >
              Add a change in your {name} breast
            </button>
          </div>
        );
      })}
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
