import 'server-only';
import {
  DeleteFatigueCheckInDocument,
  DeleteMenopauseCheckInDocument,
  DeleteMoodCheckInDocument,
  DeletePhysicalCheckInDocument,
  DeleteSleepCheckInDocument,
  DeleteStressCheckInDocument,
  FatigueCheckInByIdDocument,
  MenopauseCheckInByIdDocument,
  MoodCheckInByIdDocument,
  PhysicalCheckInByIdDocument,
  SleepCheckInByIdDocument,
  StressCheckInByIdDocument,
  UpdateFatigueCheckInDocument,
  UpdateMenopauseCheckInDocument,
  UpdateMoodCheckInDocument,
  UpdatePhysicalCheckInDocument,
  UpdateSleepCheckInDocument,
  UpdateStressCheckInDocument,
  type UpdateDiaryEntryInput,
} from '@/graphql/generated/types';
import type { TypedDocumentNode } from '@apollo/client';
import type { SessionUser } from '@/lib/auth/session';
import { checkInRecordFields, SCALES, type Day, type DiaryKind } from '@/lib/trends';
import { call, callForData, loaded, type LoadResult } from './calls';
import { SYMPTOM_INPUT, toCheckIn, type CheckIn, type RawEntry } from './check-ins';
import { getClient } from './client';

/** An entry as stored, with its updatedAt: an edit sends it back so a change made elsewhere is not overwritten. */
export type SavedCheckIn = CheckIn & { updatedAt: string };

type SavedRaw = RawEntry & { updatedAt: string };

/**
 * Each kind has its own typed operations, answering under the kind's field name (getStress, updateStress…).
 * They share one shape, so they are held here by that shape; codegen's types still check each document's
 * answer is assignable to it.
 */
interface EntryDocuments {
  byId: TypedDocumentNode<Record<string, SavedRaw | null>, { id: string }>;
  update: TypedDocumentNode<Record<string, SavedRaw>, { input: UpdateDiaryEntryInput }>;
  remove: TypedDocumentNode<Record<string, { id: string } | null>, { id: string }>;
}

const DOCUMENTS: Record<DiaryKind, EntryDocuments> = {
  stress: { byId: StressCheckInByIdDocument, update: UpdateStressCheckInDocument, remove: DeleteStressCheckInDocument },
  sleep: { byId: SleepCheckInByIdDocument, update: UpdateSleepCheckInDocument, remove: DeleteSleepCheckInDocument },
  mood: { byId: MoodCheckInByIdDocument, update: UpdateMoodCheckInDocument, remove: DeleteMoodCheckInDocument },
  fatigue: {
    byId: FatigueCheckInByIdDocument,
    update: UpdateFatigueCheckInDocument,
    remove: DeleteFatigueCheckInDocument,
  },
  physical: {
    byId: PhysicalCheckInByIdDocument,
    update: UpdatePhysicalCheckInDocument,
    remove: DeletePhysicalCheckInDocument,
  },
  menopause: {
    byId: MenopauseCheckInByIdDocument,
    update: UpdateMenopauseCheckInDocument,
    remove: DeleteMenopauseCheckInDocument,
  },
};

const toSaved = (kind: DiaryKind, raw: SavedRaw): SavedCheckIn => ({
  ...toCheckIn(kind, raw),
  updatedAt: raw.updatedAt,
});

/**
 * One of her entries of the kind, or null when she has none of that kind with that id (someone else's entry is
 * refused: DataError kind 'forbidden', as for getObservation). A read by key, so an entry saved a moment ago is
 * there. `session` is the caller's requireUser(), whose token the client sends.
 */
export function loadCheckIn(
  _session: SessionUser,
  kind: DiaryKind,
  id: string,
): Promise<LoadResult<SavedCheckIn | null>> {
  const type = SCALES[kind].recordType;
  return loaded(`Load${type}`, async () => {
    const data = await callForData(`${type}CheckInById`, () =>
      getClient().query({ query: DOCUMENTS[kind].byId, variables: { id } }),
    );
    const raw = data[`get${type}`];
    return raw ? toSaved(kind, raw) : null;
  });
}

export interface EntryChange {
  level: number;
  symptoms: readonly string[];
  checked: Day;
  /** A mood entry's PHQ-4 answers, or null to remove them; the API scores them. Ignored for other kinds. */
  phq4?: readonly number[] | null;
}

/**
 * Changes an entry: level, symptoms, day and (mood) PHQ-4 replace what was stored; the API works out the scores
 * again. With `expectedUpdatedAt`, an entry changed since then is refused (DataError 'conflict'); one deleted
 * meanwhile fails (errorType NotFound). The answer is the stored entry, for the page to show without reading the list.
 * Throws DataError.
 */
export async function updateCheckIn(
  kind: DiaryKind,
  id: string,
  change: EntryChange,
  expectedUpdatedAt: string,
  today: Day,
): Promise<SavedCheckIn> {
  const type = SCALES[kind].recordType;
  const fields = checkInRecordFields({
    level: change.level,
    symptoms: change.symptoms,
    checked: change.checked,
    today,
  });
  const input: UpdateDiaryEntryInput = {
    id,
    expectedUpdatedAt,
    checked: fields.checked,
    aLevel: fields.aLevel,
    aMonth: fields.aMonth,
    [SYMPTOM_INPUT[kind]]: [...new Set(change.symptoms)],
    ...(kind === 'mood' ? { phq4: change.phq4 ? [...change.phq4] : null } : {}),
  };
  const data = await callForData(`Update${type}`, () =>
    getClient().mutate({ mutation: DOCUMENTS[kind].update, variables: { input } }),
  );
  return toSaved(kind, data[`update${type}`]!);
}

/** Deletes an entry; deleting one already gone is not an error. Throws DataError. */
export async function deleteCheckIn(kind: DiaryKind, id: string): Promise<void> {
  const type = SCALES[kind].recordType;
  await call(`Delete${type}`, () => getClient().mutate({ mutation: DOCUMENTS[kind].remove, variables: { id } }));
}
