import { FINDING_SEVERITY } from '@/lib/validation/breast-finding';

/** The words the screens use for the API's finding enumerations. */

export const FINDING_KINDS = [
  'LUMP',
  'SKIN_CHANGE',
  'NIPPLE_CHANGE',
  'DISCHARGE',
  'PAIN',
  'SWELLING',
  'SIZE_OR_SHAPE_CHANGE',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export const FINDING_FEELS = ['HARD', 'FIRM', 'RUBBERY', 'SOFT', 'THICKENED', 'NOT_SURE'] as const;
export type FindingFeel = (typeof FINDING_FEELS)[number];

export const FINDING_STATUSES = ['NEW', 'STILL_THERE', 'CHANGED', 'GONE'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

/**
 * What she can say about a finding carried over from an earlier check. NOT_CHECKED is not recorded: the check
 * leaves the finding out, it stays open for her next check, and it takes none of the check's room for findings.
 */
export const CARRY_OVER_ANSWERS = ['STILL_THERE', 'CHANGED', 'GONE', 'NOT_CHECKED'] as const;
export type CarryOverAnswer = (typeof CARRY_OVER_ANSWERS)[number];
/** The answers a check records, as the finding's status in it. */
export type RecordedAnswer = Exclude<CarryOverAnswer, 'NOT_CHECKED'>;

export function isRecordedAnswer(answer: CarryOverAnswer | undefined): answer is RecordedAnswer {
  return answer !== undefined && answer !== 'NOT_CHECKED';
}

export const CARRY_OVER_LABELS: Record<CarryOverAnswer, string> = {
  STILL_THERE: 'Still there',
  CHANGED: 'Changed',
  GONE: 'Gone',
  NOT_CHECKED: 'I didn’t check this today',
};

export const KIND_LABELS: Record<FindingKind, string> = {
  LUMP: 'lump',
  SKIN_CHANGE: 'skin change',
  NIPPLE_CHANGE: 'nipple change',
  DISCHARGE: 'discharge',
  PAIN: 'pain',
  SWELLING: 'swelling',
  SIZE_OR_SHAPE_CHANGE: 'change in size or shape',
};

export const FEEL_LABELS: Record<FindingFeel, string> = {
  HARD: 'hard',
  FIRM: 'firm',
  RUBBERY: 'rubbery',
  SOFT: 'soft',
  THICKENED: 'thickened tissue',
  NOT_SURE: 'not sure',
};

export const STATUS_LABELS: Record<FindingStatus, string> = {
  NEW: 'new',
  STILL_THERE: 'still there',
  CHANGED: 'changed',
  GONE: 'gone',
};

export const SEVERITY_LABELS: Record<number, string> = {
  1: 'barely noticeable',
  2: 'mild',
  3: 'moderate',
  4: 'marked',
  5: 'very marked',
};

export const SEVERITY_CHOICES = Array.from(
  { length: FINDING_SEVERITY.max - FINDING_SEVERITY.min + 1 },
  (_, i) => i + FINDING_SEVERITY.min,
);
