import { createHash } from 'node:crypto';
import { ZodError } from 'zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CreateRiskProfileDocument,
  MarkProfileCompletedDocument,
  QuestionnaireAnswersDocument,
  RiskProfileByUidDocument,
  RiskProfileHistoryDocument,
  SaveQuestionnaireAnswersDocument,
  type CreateRiskProfileMutation,
  type RiskProfileFieldsFragment,
} from '@/graphql/generated/types';
import type { SectionSubmission } from '@/lib/forms/risk-questionnaire';
import type { StoredResult } from '@/lib/risk/history';
import {
  nextSection,
  profileFromAnswers,
  QUESTIONNAIRE_VERSION,
  questionnaireDraftSchema,
  saveConflicts,
  type QuestionnaireDraft,
  type SectionId,
  type SectionIssue,
} from '@/lib/risk/questionnaire';

/**
 * The questionnaire's server side, written against any way of running the API's operations, so the same code
 * runs through Apollo in the app (lib/data/questionnaire.ts) and against the in-memory API in tests.
 */
export type RunOperation = <Data, Variables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
) => Promise<Data>;

export type RiskProfileRecord = RiskProfileFieldsFragment;
/** What a write gives back: the stored record with the carrier bands as well. */
export type SavedRiskProfile = CreateRiskProfileMutation['createProfile'];

export interface StoredQuestionnaire {
  draft: QuestionnaireDraft;
  savedAt: string | null;
}

export const emptyDraft = (): QuestionnaireDraft => ({ version: QUESTIONNAIRE_VERSION });

/** Her saved answers; an older or unreadable document starts afresh rather than failing the screen. */
export async function readQuestionnaire(run: RunOperation, uid: string): Promise<StoredQuestionnaire> {
  const data = await run(QuestionnaireAnswersDocument, { uid });
  const stored = data.profileAnswers;
  if (!stored) return { draft: emptyDraft(), savedAt: null };
  const raw: unknown = typeof stored.answers === 'string' ? JSON.parse(stored.answers) : stored.answers;
  const parsed = questionnaireDraftSchema.safeParse(raw);
  return { draft: parsed.success ? parsed.data : emptyDraft(), savedAt: stored.updatedAt };
}

/** Her current Profile: the newest she has worked out. */
export async function readRiskProfile(run: RunOperation, uid: string): Promise<RiskProfileRecord | null> {
  const data = await run(RiskProfileByUidDocument, { uid });
  return data.profileByUid.items[0] ?? null;
}

/** How many results a screen lists: her current one and up to 10 before it. */
export const HISTORY_LIMIT = 11;

/** Her latest results, newest first, with what a history list shows (resultHistory picks current and earlier). */
export async function readRiskResults(run: RunOperation, uid: string): Promise<StoredResult[]> {
  const data = await run(RiskProfileHistoryDocument, { uid, limit: HISTORY_LIMIT });
  return data.profileByUid.items;
}

/**
 * The id of the Profile one completed submission makes: derived from the id the form was rendered with and the
 * answers it completed, so a retry of the same submission meets its first write (createProfile is put-if-absent)
 * while a changed answer sent from the same form still makes a result of its own. A UUID (version 8) as the API
 * requires.
 */
export function profileIdFor(formId: string, uid: string, draft: QuestionnaireDraft): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([formId, uid, draft]))
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface SectionSaved {
  draft: QuestionnaireDraft;
  /** Where she goes next: the first section still unanswered, or null when the Profile was computed. */
  next: SectionId | null;
  profile: SavedRiskProfile | null;
}

/**
 * Her answers do not fit together (saveConflicts), so nothing was saved: each issue beside the question she can
 * change on this section, or naming the answer in another section.
 */
export class AnswersConflict extends Error {
  constructor(readonly issues: SectionIssue[]) {
    super('answers conflict');
    this.name = 'AnswersConflict';
  }
}

/**
 * Saves one section into her answers document. When every section is answered, computes her Profile from the
 * whole document with lib/risk (nothing numeric from the browser), writes it as a new result and marks her User
 * complete. Earlier results stay as her history; the newest is current. `formId` is the record id the form was
 * rendered with (see profileIdFor).
 *
 * Everything that can refuse comes before her answers are written: the ages against her date of birth (throws
 * AnswersConflict), the Profile's computation (throws ZodError) and the API's check of the Profile itself. A
 * refusal so leaves her stored answers and her current result as they were, never new answers beside an older
 * result. A retry of the same submission meets its first writes (put-if-absent Profile, the same document).
 */
export async function saveQuestionnaireSection(
  run: RunOperation,
  owner: { uid: string },
  submission: SectionSubmission,
  now: Date,
  formId: string,
): Promise<SectionSaved> {
  const { draft: stored } = await readQuestionnaire(run, owner.uid);
  const draft: QuestionnaireDraft = {
    ...stored,
    version: QUESTIONNAIRE_VERSION,
    started: stored.started ?? now.toISOString(),
    [submission.section]: submission.answers,
  };
  const conflicts = saveConflicts(draft, submission.section, now);
  if (conflicts.length > 0) throw new AnswersConflict(conflicts);
  const next = nextSection(draft);
  const profile = next ? null : await createProfile(run, owner, draft, now, formId);
  await run(SaveQuestionnaireAnswersDocument, { uid: owner.uid, answers: JSON.stringify(draft) });
  if (profile) await run(MarkProfileCompletedDocument, { input: { hasCompleted: true } });
  return { draft, next, profile };
}

/**
 * Whether her current Profile says what today's engine says about the answers it was worked out from: her levels,
 * her actions and the notes on her figures, computed again as of the day she finished. A Profile saved by an
 * older engine (before lifetime risk was counted from 20, or before a NICE referral sign was checked) would keep
 * giving its old advice on every screen and in the GP report.
 */
export function isFromCurrentEngine(profile: RiskProfileRecord, draft: QuestionnaireDraft): boolean {
  if (!profile.finished) return true;
  let fields;
  try {
    fields = profileFromAnswers(draft, { now: new Date(profile.finished) });
  } catch {
    // Answers today's schema refuses: nothing better to show than what she has.
    return true;
  }
  const ids = (items: readonly { id: string }[] | null | undefined) => (items ?? []).map((item) => item.id).join();
  return (
    profile.riskLevel === fields.riskLevel &&
    profile.uRisk10Level === fields.uRisk10Level &&
    profile.uRisk10MLevel === fields.uRisk10MLevel &&
    profile.uRiskLifeLevel === fields.uRiskLifeLevel &&
    ids(profile.actions) === ids(fields.actions) &&
    ids(profile.notes) === ids(fields.notes)
  );
}

/**
 * Her current Profile, worked out again and saved as a new result when an older engine wrote it (see
 * isFromCurrentEngine), so that every screen and the GP report read today's advice. The new Profile's id comes
 * from the old one's and her answers, so two screens refreshing at once write it once. Answers she has not
 * finished, or that today's schema refuses, leave the Profile as it was.
 */
export async function refreshedRiskProfile(
  run: RunOperation,
  uid: string,
  draft: QuestionnaireDraft,
  profile: RiskProfileRecord | null,
  now: Date,
): Promise<RiskProfileRecord | null> {
  if (!profile || nextSection(draft) || isFromCurrentEngine(profile, draft)) return profile;
  try {
    // The write's own answer: reading her latest result back is an index query, which may not see it yet.
    return await createProfile(run, { uid }, draft, now, profile.id);
  } catch (error) {
    if (error instanceof ZodError) return profile;
    throw error;
  }
}

/** Throws a ZodError when the answers contradict each other across sections (e.g. a birth after her age). */
async function createProfile(
  run: RunOperation,
  owner: { uid: string },
  draft: QuestionnaireDraft,
  now: Date,
  formId: string,
): Promise<SavedRiskProfile> {
  const fields = profileFromAnswers(draft, { now });
  const id = profileIdFor(formId, owner.uid, draft);
  return (await run(CreateRiskProfileDocument, { input: { id, ...fields } })).createProfile;
}
