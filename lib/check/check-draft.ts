import { z } from 'zod';
import { CARRY_OVER_ANSWERS, FINDING_FEELS, FINDING_KINDS, FINDING_STATUSES } from '@/lib/diary/finding-terms';
import { NO_PERIOD_REASONS } from '@/lib/diary/cycle';
import { QUADRANTS } from './breast-map';
import { readJson, removeKey, writeJson, type KeyValueStorage } from '@/lib/offline/storage';

/**
 * A check in progress, kept on her device under her account's id so that it survives a reload, a closed
 * tab, a crash, going offline and signing in again; cleared once the server has the record. A draft is
 * only ever read back for the account that wrote it.
 */

const position = z.union([
  z.object({ area: z.literal('breast'), clock: z.number().int(), distanceCm: z.number().int() }),
  z.object({ area: z.literal('armpit') }),
  z.object({ area: z.literal('whole') }),
]);

/** A finding as she is filling it in: anything may still be missing. */
const findingDraft = z.object({
  id: z.string(),
  side: z.enum(['LEFT', 'RIGHT']),
  kind: z.enum(FINDING_KINDS).nullable(),
  severity: z.number().int().nullable(),
  position: position.nullable(),
  /** A finding saved before the map: its quadrant, kept while it has no position. */
  quadrant: z.enum(QUADRANTS).nullable().optional(),
  sizeMm: z.number().nullable(),
  feel: z.enum(FINDING_FEELS).nullable(),
  status: z.enum(FINDING_STATUSES),
  note: z.string(),
});

const cycle = z.union([
  z.object({ kind: z.literal('period'), periodStart: z.string() }),
  z.object({ kind: z.literal('no-periods'), reason: z.enum(NO_PERIOD_REASONS) }),
  z.object({ kind: z.literal('not-given') }),
]);

export const CHECK_STAGES = ['steps', 'carried', 'question', 'findings'] as const;

export const checkDraftSchema = z.object({
  version: z.literal(1),
  uid: z.string(),
  /** The record id chosen when the check opened: every save of this check writes this one record. */
  recordId: z.string(),
  startedAt: z.string(),
  stage: z.enum(CHECK_STAGES),
  stepIndex: z.number().int().min(0),
  cycle,
  /** Her answers about findings carried over from earlier checks, by finding id. */
  carried: z.record(z.string(), z.enum(CARRY_OVER_ANSWERS)),
  /**
   * How she describes a carried-over finding she says has changed, by finding id: opened with what she
   * recorded before. Absent from drafts kept before she could describe the change.
   */
  changes: z.record(z.string(), findingDraft).default({}),
  anythingDifferent: z.boolean().nullable(),
  findings: z.array(findingDraft),
  updatedAt: z.string(),
});

export type CheckDraft = z.infer<typeof checkDraftSchema>;
export type FindingDraft = z.infer<typeof findingDraft>;

export function draftKey(uid: string): string {
  return `venus:check-draft:v1:${uid}`;
}

export function newCheckDraft(uid: string, recordId: string, now: Date): CheckDraft {
  const at = now.toISOString();
  return {
    version: 1,
    uid,
    recordId,
    startedAt: at,
    stage: 'steps',
    stepIndex: 0,
    cycle: { kind: 'not-given' },
    carried: {},
    changes: {},
    anythingDifferent: null,
    findings: [],
    updatedAt: at,
  };
}

/** Nothing entered yet: not worth telling her a check was kept. */
export function isPristine(draft: CheckDraft): boolean {
  return (
    draft.stage === 'steps' &&
    draft.stepIndex === 0 &&
    draft.cycle.kind === 'not-given' &&
    Object.keys(draft.carried).length === 0 &&
    draft.findings.length === 0
  );
}

export function loadDraft(storage: KeyValueStorage, uid: string): CheckDraft | null {
  const parsed = checkDraftSchema.safeParse(readJson(storage, draftKey(uid)));
  if (!parsed.success || parsed.data.uid !== uid) return null;
  return parsed.data;
}

export function saveDraft(storage: KeyValueStorage, draft: CheckDraft, now: Date): boolean {
  return writeJson(storage, draftKey(draft.uid), { ...draft, updatedAt: now.toISOString() });
}

/** Called once the server has the record (or she discards the check). */
export function clearDraft(storage: KeyValueStorage, uid: string, recordId?: string): void {
  if (recordId !== undefined && loadDraft(storage, uid)?.recordId !== recordId) return;
  removeKey(storage, draftKey(uid));
}
