'use client';

import { FieldError } from '@/components/forms/field-messages';
import type { MapMark } from './breast-clock-face';
import { BreastMapField } from './breast-map-field';
import { EarlierFindingNote } from './earlier-finding-note';
import type { FindingDraft } from '@/lib/check/check-draft';
import { fieldId, type CheckErrors } from '@/lib/check/finalise';
import { quadrantWords, sideName } from '@/lib/check/breast-map';
import type { DescribingCheck } from '@/lib/check/edit';
import { describesFinding } from '@/lib/diary/findings';
import {
  FEEL_LABELS,
  FINDING_FEELS,
  FINDING_KINDS,
  KIND_LABELS,
  SEVERITY_CHOICES,
  SEVERITY_LABELS,
} from '@/lib/diary/finding-terms';
import { FINDING_NOTE_MAX, SIZE_MM } from '@/lib/validation/breast-finding';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ErrorText({ id, message }: { id: string; message?: string }) {
  return <FieldError id={`${id}-error`}>{message}</FieldError>;
}

function describedBy(id: string, message?: string, hint?: string) {
  return [message ? `${id}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
}

/** One required choice as radios: the first radio carries the group's id, so an error summary can link to it. */
function RadioGroup<Value extends string | number>({
  legend,
  id,
  error,
  choices,
  value,
  onChange,
}: {
  legend: string;
  id: string;
  error?: string;
  choices: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange(value: Value): void;
}) {
  return (
    <fieldset className="mt-4" aria-describedby={describedBy(id, error)}>
      <legend className="text-lg font-semibold">{legend}</legend>
      <ErrorText id={id} message={error} />
      <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
        {choices.map((choice, i) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2">
            <input
              id={i === 0 ? id : undefined}
              type="radio"
              name={id}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-5 accent-pink"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const KIND_OPTIONS = FINDING_KINDS.map((kind) => ({ value: kind, label: capitalise(KIND_LABELS[kind]) }));
const SEVERITY_OPTIONS = SEVERITY_CHOICES.map((level) => ({
  value: level,
  label: `${level}: ${SEVERITY_LABELS[level]}`,
}));

interface FindingEditorProps {
  finding: FindingDraft;
  number: number;
  errors: CheckErrors;
  /** Other findings in the same breast, shown on the map. */
  marks: readonly MapMark[];
  onChange(finding: FindingDraft): void;
  /** Absent for a finding carried over from an earlier check: she answers Gone instead of removing it. */
  onRemove?(): void;
  /**
   * For a carried-over finding she says has changed: its heading, and no choice of kind (a lump that has
   * changed is still that lump; a different kind of change is a new finding).
   */
  carriedTitle?: string;
  /**
   * In a saved check, for a finding from an earlier check (status other than NEW): how it is described, to show
   * with her answer. Its kind is not offered, as in the check.
   */
  describedAs?: string;
  /** With `describedAs`: the check where she last described it, where a correction belongs. */
  describedIn?: DescribingCheck;
  /** Beside "Remove" in a saved check: what removing it does to the finding followed from check to check. */
  removeHint?: string;
}

/** One change in one breast: what, where on the map, how marked, size, feel and her note. */
export function FindingEditor({
  finding,
  number,
  errors,
  marks,
  onChange,
  onRemove,
  carriedTitle,
  describedAs,
  describedIn,
  removeHint,
}: FindingEditorProps) {
  const ids = {
    kind: fieldId.kind(finding),
    severity: fieldId.severity(finding),
    position: fieldId.position(finding),
    size: fieldId.sizeMm(finding),
    note: fieldId.note(finding),
  };
  const set = (change: Partial<FindingDraft>) => onChange({ ...finding, ...change });
  const name = sideName(finding.side);
  const noteLength = finding.note.trim().length;
  const fromEarlier = !carriedTitle && finding.status !== 'NEW';
  const removeHintId = `${ids.kind}-remove-hint`;

  return (
    <section
      aria-label={carriedTitle ?? `Change ${number} in your ${name} breast`}
      className="mt-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h3 className="text-xl font-bold">{carriedTitle ?? `Change ${number}, ${name} breast`}</h3>
      {fromEarlier ? (
        <EarlierFindingNote finding={finding} describedAs={describedAs ?? ''} describedIn={describedIn} />
      ) : null}
      {carriedTitle || fromEarlier ? null : (
        <RadioGroup
          legend="What did you notice?"
          id={ids.kind}
          error={errors[ids.kind]}
          choices={KIND_OPTIONS}
          value={finding.kind}
          onChange={(kind) => set({ kind })}
        />
      )}
      {describesFinding(finding) ? (
        <>
          {!finding.position && finding.quadrant ? (
            <p className="mt-4">
              You recorded this in the {quadrantWords(finding.quadrant)} of your {name} breast, before the map. It stays
              recorded that way unless you mark it on the map.
            </p>
          ) : null}
          <BreastMapField
            side={finding.side}
            value={finding.position}
            onChange={(position) => set({ position })}
            marks={marks}
            error={errors[ids.position]}
            idPrefix={ids.position.replace(/-area$/, '')}
          />
          <RadioGroup
            legend="How marked is it?"
            id={ids.severity}
            error={errors[ids.severity]}
            choices={SEVERITY_OPTIONS}
            value={finding.severity}
            onChange={(severity) => set({ severity })}
          />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.size} className="block text-lg font-semibold">
                Size in millimetres, if you can tell <span className="font-normal text-ink-muted">(optional)</span>
              </label>
              <ErrorText id={ids.size} message={errors[ids.size]} />
              <input
                id={ids.size}
                type="number"
                inputMode="numeric"
                min={SIZE_MM.min}
                max={SIZE_MM.max}
                step={1}
                value={finding.sizeMm ?? ''}
                onChange={(event) => set({ sizeMm: event.target.value === '' ? null : Number(event.target.value) })}
                aria-invalid={errors[ids.size] ? true : undefined}
                aria-describedby={describedBy(ids.size, errors[ids.size])}
                className="mt-1 min-h-11 w-32 rounded-md border-2 border-line bg-surface px-2"
              />
            </div>
            <div>
              <label htmlFor={`${ids.kind}-feel`} className="block text-lg font-semibold">
                How does it feel? <span className="font-normal text-ink-muted">(optional)</span>
              </label>
              <select
                id={`${ids.kind}-feel`}
                value={finding.feel ?? ''}
                onChange={(event) =>
                  set({ feel: event.target.value ? (event.target.value as FindingDraft['feel']) : null })
                }
                className="mt-1 min-h-11 w-full rounded-md border-2 border-line bg-surface px-2"
              >
                <option value="">Not given</option>
                {FINDING_FEELS.map((feel) => (
                  <option key={feel} value={feel}>
                    {capitalise(FEEL_LABELS[feel])}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label htmlFor={ids.note} className="mt-4 block text-lg font-semibold">
            Anything else you want to remember <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <ErrorText id={ids.note} message={errors[ids.note]} />
          <textarea
            id={ids.note}
            rows={3}
            value={finding.note}
            onChange={(event) => set({ note: event.target.value })}
            aria-invalid={errors[ids.note] ? true : undefined}
            aria-describedby={describedBy(ids.note, errors[ids.note], `${ids.note}-count`)}
            className="mt-1 w-full rounded-md border-2 border-line bg-surface p-2"
          />
          <p
            id={`${ids.note}-count`}
            className={`text-sm ${noteLength > FINDING_NOTE_MAX ? 'font-semibold text-red' : 'text-ink-muted'}`}
          >
            {noteLength} of {FINDING_NOTE_MAX} characters
          </p>
        </>
      ) : null}
      {removeHint ? (
        <p id={removeHintId} className="mt-4 text-ink-muted">
          {removeHint}
        </p>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-describedby={removeHint ? removeHintId : undefined}
          className="mt-4 min-h-11 font-semibold text-red underline underline-offset-4"
        >
          Remove change {number}
        </button>
      ) : null}
    </section>
  );
}
