import { isCheckInKind, type CheckInKind, type DiaryKind, type SymptomDiaryKind } from '@/lib/trends';

/** Where each kind's history is shown, and where one is recorded (the spec's addresses). */
export const HISTORY_PATHS: Record<CheckInKind, string> = {
  stress: '/stress',
  sleep: '/sleep',
  mood: '/mood',
  fatigue: '/fatigue',
};
export const RECORD_PATHS: Record<CheckInKind, string> = {
  stress: '/stressed',
  sleep: '/sleeper',
  mood: '/moody',
  fatigue: '/fatigued',
};
/** A symptom diary is recorded and shown on one page. */
export const SYMPTOM_DIARY_PATHS: Record<SymptomDiaryKind, string> = {
  physical: '/physical',
  menopause: '/menopausal',
};

/** Where an entry of the kind is recorded (and where sign-in brings her back to). */
export function recordPath(kind: DiaryKind): string {
  return isCheckInKind(kind) ? RECORD_PATHS[kind] : SYMPTOM_DIARY_PATHS[kind];
}

/** Where her entries of the kind are listed: its history page, or the symptom diary's one page. */
export function historyPath(kind: DiaryKind): string {
  return isCheckInKind(kind) ? HISTORY_PATHS[kind] : SYMPTOM_DIARY_PATHS[kind];
}

/** One entry's page, where she changes or deletes it: its id in the address, nothing she recorded. */
export function entryPath(kind: DiaryKind, id: string): string {
  return `${historyPath(kind)}/${id}`;
}
