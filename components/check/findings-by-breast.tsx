'use client';

import { useRef, useState } from 'react';
import type { Side } from '@/lib/check/breast-map';
import type { FindingDraft } from '@/lib/check/check-draft';
import type { CheckErrors } from '@/lib/check/finalise';
import type { DescribingCheck } from '@/lib/check/edit';
import { findingLabel } from '@/lib/diary/findings';
import { REMOVE_FINDING_WORDS } from '@/lib/diary/removal-words';
import { FINDINGS_PER_CHECK_MAX } from '@/lib/validation/breast-finding';
import type { MapMark } from './breast-clock-face';
import { FindingEditor } from './finding-editor';

interface FindingsByBreastProps {
  findings: readonly FindingDraft[];
  errors: CheckErrors;
  onChange(findings: FindingDraft[]): void;
  /** The breast headings' level, one below the screen's heading above them. */
  headingLevel: 2 | 3;
  /** Marks shown on each map besides her other findings in that breast (the check adds earlier ones still there). */
  earlierMarks?: Readonly<Record<Side, readonly MapMark[]>>;
  /** The id of the left breast's add button, so an error summary can link to it. */
  addLeftId?: string;
  /**
   * For a saved check: its date, to say a breast had nothing recorded that day. Beside each "Remove" it then says
   * what removing that finding does to the findings followed from check to check.
   */
  recordedOn?: string;
  /**
   * For a saved check: findings from earlier checks by id, as her checks up to this one describe them. Without
   * one, the description this check stored is shown.
   */
  earlierLabels?: Readonly<Record<string, string>>;
  /** For a saved check: findings from earlier checks by id, and the check where she last described each. */
  describedIn?: Readonly<Record<string, DescribingCheck>>;
  /** How many findings these may grow to: the check's limit, less the carried-over ones the check also keeps. */
  maxFindings?: number;
}

const SIDES = [
  { side: 'LEFT', name: 'left' },
  { side: 'RIGHT', name: 'right' },
] as const;

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

function labelOf(finding: FindingDraft): string {
  return finding.kind
    ? findingLabel({ ...finding, kind: finding.kind, severity: finding.severity ?? 1, note: null })
    : '';
}

function otherMarks(findings: readonly FindingDraft[], side: Side, except: string): MapMark[] {
  return findings.flatMap((f) =>
    f.side === side && f.id !== except && f.position && f.kind
      ? [
          {
            key: f.id,
            position: f.position,
            label: labelOf(f),
          },
        ]
      : [],
  );
}

/** Her findings breast by breast, each in the finding editor with the others in that breast on its map. */
export function FindingsByBreast({
  findings,
  errors,
  onChange,
  headingLevel,
  earlierMarks,
  addLeftId,
  recordedOn,
  earlierLabels,
  describedIn,
  maxFindings = FINDINGS_PER_CHECK_MAX,
}: FindingsByBreastProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // aria-disabled, not disabled: the buttons stay focusable, and an error summary can still link to one.
  const full = findings.length >= maxFindings;
  const limitId = `${addLeftId ?? 'findings'}-limit`;
  const replace = (next: FindingDraft) => onChange(findings.map((f) => (f.id === next.id ? next : f)));
  const addButtons = useRef<Partial<Record<Side, HTMLButtonElement | null>>>({});
  const [removed, setRemoved] = useState('');
  // "Remove change N" goes with its change: focus moves to that breast's add button, and the removal is said.
  function remove(finding: FindingDraft, number: number, name: string) {
    addButtons.current[finding.side]?.focus();
    setRemoved(`Change ${number} in your ${name} breast removed.`);
    onChange(findings.filter((f) => f.id !== finding.id));
  }
  return (
    <>
      {SIDES.map(({ side, name }) => {
        const inBreast = findings.filter((f) => f.side === side);
        return (
          <div key={side} className="mt-8">
            <Heading className="text-2xl font-bold">Your {name} breast</Heading>
            {recordedOn && inBreast.length === 0 ? (
              <p className="mt-2 text-ink-muted">
                Nothing recorded in your {name} breast on {recordedOn}.
              </p>
            ) : null}
            {inBreast.map((finding, i) => (
              <FindingEditor
                key={finding.id}
                finding={finding}
                number={i + 1}
                errors={errors}
                marks={[...(earlierMarks?.[side] ?? []), ...otherMarks(findings, side, finding.id)]}
                onChange={replace}
                onRemove={() => remove(finding, i + 1, name)}
                describedAs={earlierLabels?.[finding.id] ?? labelOf(finding)}
                describedIn={describedIn?.[finding.id]}
                removeHint={recordedOn ? REMOVE_FINDING_WORDS[finding.status] : undefined}
              />
            ))}
            <button
              ref={(element) => {
                addButtons.current[side] = element;
              }}
              id={side === 'LEFT' ? addLeftId : undefined}
              type="button"
              onClick={() => (full ? undefined : onChange([...findings, emptyFinding(side)]))}
              aria-disabled={full || undefined}
              aria-describedby={full ? limitId : undefined}
              className="mt-4 min-h-11 rounded-md border-2 border-pink px-4 font-semibold text-pink aria-disabled:opacity-60"
            >
              Add a change in your {name} breast
            </button>
          </div>
        );
      })}
      <p role="status" className="sr-only">
        {removed}
      </p>
      {full ? (
        <p id={limitId} role="status" className="mt-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
          {maxFindings === FINDINGS_PER_CHECK_MAX
            ? `A check can hold up to ${FINDINGS_PER_CHECK_MAX} changes, so you cannot add another.`
            : `A check can hold up to ${FINDINGS_PER_CHECK_MAX} changes, including those from earlier checks you answered about, so you cannot add another.`}{' '}
          {maxFindings === FINDINGS_PER_CHECK_MAX
            ? 'To record a different change, remove one first.'
            : 'To record another, remove one first, or answer “I didn’t check this today” for one of the earlier changes.'}
        </p>
      ) : null}
    </>
  );
}
