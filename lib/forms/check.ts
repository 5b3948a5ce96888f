import { z } from 'zod';
import { checkDraftSchema, type CheckDraft, type FindingDraft } from '@/lib/check/check-draft';
import { changedDescriptions, finaliseCheck } from '@/lib/check/finalise';
import { deviceInstant } from '@/lib/validation/device-time';
import { londonDate } from '@/lib/reminders/local-date';
import { RECORD_ID_FIELD } from './record';

/**
 * The finished check as the form sends it: flat text fields (what the action wrapper reads and size-caps),
 * made from the draft in the browser and turned back into a draft by the one schema, which also applies the
 * check's field rules (lib/check/finalise) so the server refuses what the browser would have.
 */

/** When she finished the check (ISO): sent from the device, so an entry queued offline keeps its own time. */
export const CHECKED_FIELD = 'checked';

const FINDING_PROPS = [
  'id',
  'side',
  'kind',
  'severity',
  'area',
  'clock',
  'distance',
  'quadrant',
  'size',
  'feel',
  'status',
  'note',
] as const;
type FindingProp = (typeof FINDING_PROPS)[number];
/** New findings are sent as `f0-kind`, ...; what she says has changed in a carried-over one as `c0-kind`, .... */
type FindingPrefix = 'f' | 'c';
const findingField = (prefix: FindingPrefix, index: number, prop: FindingProp) => `${prefix}${index}-${prop}`;
const CARRIED_PREFIX = 'carried-';

function positionFields(finding: FindingDraft): Pick<Record<FindingProp, string>, 'area' | 'clock' | 'distance'> {
  const position = finding.position;
  if (!position) return { area: '', clock: '', distance: '' };
  if (position.area !== 'breast') return { area: position.area, clock: '', distance: '' };
  return { area: 'breast', clock: String(position.clock), distance: String(position.distanceCm) };
}

/** Each finding as flat form fields (`f0-kind`, ...); an edit of a saved check sends them the same way. */
export function findingFormFields(
  findings: readonly FindingDraft[],
  prefix: FindingPrefix = 'f',
): Record<string, string> {
  const fields: Record<string, string> = {};
  findings.forEach((finding, index) => {
    const values: Record<FindingProp, string> = {
      id: finding.id,
      side: finding.side,
      kind: finding.kind ?? '',
      severity: finding.severity === null ? '' : String(finding.severity),
      ...positionFields(finding),
      quadrant: finding.quadrant ?? '',
      size: finding.sizeMm === null ? '' : String(finding.sizeMm),
      feel: finding.feel ?? '',
      status: finding.status,
      note: finding.note,
    };
    for (const prop of FINDING_PROPS) fields[findingField(prefix, index, prop)] = values[prop];
  });
  return fields;
}

export function checkFormFields(draft: CheckDraft, checked: Date): Record<string, string> {
  const fields: Record<string, string> = {
    [RECORD_ID_FIELD]: draft.recordId,
    [CHECKED_FIELD]: checked.toISOString(),
    startedAt: draft.startedAt,
    cycle: draft.cycle.kind,
    periodStart: draft.cycle.kind === 'period' ? draft.cycle.periodStart : '',
    noPeriods: draft.cycle.kind === 'no-periods' ? draft.cycle.reason : '',
    anything: draft.anythingDifferent ? 'yes' : 'no',
  };
  for (const [id, answer] of Object.entries(draft.carried)) fields[`${CARRIED_PREFIX}${id}`] = answer;
  Object.assign(fields, findingFormFields(draft.anythingDifferent ? draft.findings : []));
  Object.assign(fields, findingFormFields(changedDescriptions(draft), 'c'));
  return fields;
}

const numberOrNull = (text: string | undefined) => (text ? Number(text) : null);

function findingFrom(input: Record<string, string>, prefix: FindingPrefix, index: number): unknown {
  const get = (prop: FindingProp) => input[findingField(prefix, index, prop)] ?? '';
  const area = get('area');
  return {
    id: get('id'),
    side: get('side'),
    kind: get('kind') || null,
    severity: numberOrNull(get('severity')),
    position:
      area === 'breast'
        ? { area, clock: Number(get('clock')), distanceCm: Number(get('distance')) }
        : area === 'armpit' || area === 'whole'
          ? { area }
          : null,
    ...(get('quadrant') ? { quadrant: get('quadrant') } : {}),
    sizeMm: numberOrNull(get('size')),
    feel: get('feel') || null,
    status: get('status') || 'NEW',
    note: get('note'),
  };
}

/**
 * The findings sent as flat fields, unchecked: the caller's schema checks their shape and refuses more than
 * a check holds (every one is read, so none is dropped unseen; the action's size cap bounds the count).
 */
export function findingsFromForm(input: Record<string, string>, prefix: FindingPrefix = 'f'): unknown[] {
  const findings: unknown[] = [];
  for (let index = 0; input[findingField(prefix, index, 'id')] !== undefined; index += 1)
    findings.push(findingFrom(input, prefix, index));
  return findings;
}

/** The cycle context sent as `cycle`, `periodStart` and `noPeriods`, unchecked. */
export function cycleFromForm(input: Record<string, string>): unknown {
  if (input.cycle === 'period') return { kind: 'period', periodStart: input.periodStart };
  if (input.cycle === 'no-periods') return { kind: 'no-periods', reason: input.noPeriods };
  return { kind: 'not-given' };
}

function draftFrom(input: Record<string, string>): unknown {
  const findings = findingsFromForm(input);
  const carried = Object.fromEntries(
    Object.entries(input).flatMap(([name, value]) =>
      name.startsWith(CARRIED_PREFIX) ? [[name.slice(CARRIED_PREFIX.length), value]] : [],
    ),
  );
  const changes = Object.fromEntries(
    findingsFromForm(input, 'c').map((finding) => [(finding as { id: string }).id, finding]),
  );
  const cycle = cycleFromForm(input);
  return {
    version: 1,
    uid: '',
    recordId: input[RECORD_ID_FIELD],
    startedAt: input.startedAt,
    stage: 'question',
    stepIndex: 0,
    cycle,
    carried,
    changes,
    anythingDifferent: input.anything === 'yes',
    findings,
    updatedAt: input[CHECKED_FIELD],
  };
}

const FINDING_ID = z.uuid();

export interface CheckSubmission {
  draft: CheckDraft;
  checked: Date;
}

/**
 * A phone a few minutes fast can be past midnight while the UK is not: the check is kept on the UK's day
 * (deviceInstant), and a period she said started "today" by her phone started on that day too, so it is not
 * refused as after the check.
 */
function withDeviceTodayHeld(draft: CheckDraft, sent: Date, checked: Date): CheckDraft {
  const deviceDay = londonDate(sent);
  const checkDay = londonDate(checked);
  if (deviceDay === checkDay || draft.cycle.kind !== 'period' || draft.cycle.periodStart !== deviceDay) return draft;
  return { ...draft, cycle: { kind: 'period', periodStart: checkDay } };
}

/**
 * `now` is the server's clock. The device's time of the check is refused more than a few minutes ahead of it,
 * and kept at `now` when it is ahead by less (lib/validation/device-time).
 */
export function checkSchema(now: Date) {
  return z.record(z.string(), z.string()).transform((input, context): CheckSubmission => {
    const sent = new Date(input[CHECKED_FIELD] ?? '');
    const parsed = checkDraftSchema.safeParse(draftFrom(input));
    const idsOk = parsed.success && parsed.data.findings.every((finding) => FINDING_ID.safeParse(finding.id).success);
    if (Number.isNaN(sent.getTime()) || !parsed.success || !idsOk) {
      context.addIssue({
        code: 'custom',
        path: ['form'],
        message: 'This check could not be read. Reload the page: your answers are kept on this device.',
      });
      return z.NEVER;
    }
    const checked = deviceInstant(sent, now);
    if (!checked) {
      context.addIssue({
        code: 'custom',
        path: [CHECKED_FIELD],
        message: 'The time of the check cannot be in the future. Check the date on your device.',
      });
      return z.NEVER;
    }
    const draft = withDeviceTodayHeld(parsed.data, sent, checked);
    const result = finaliseCheck(draft, { now: checked, open: [] });
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors))
        context.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    }
    return { draft, checked };
  });
}
