import { createHash } from 'node:crypto';
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
  type ProfileOwner,
  type QuestionnaireDraft,
  type SectionId,
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
 * Saves one section into her answers document. When every section is answered, computes her Profile from the
 * stored document with lib/risk (nothing numeric from the browser), writes it as a new result and marks her User
 * complete. Earlier results stay as her history; the newest is current. `formId` is the record id the form was
 * rendered with (see profileIdFor).
 */
export async function saveQuestionnaireSection(
  run: RunOperation,
  owner: ProfileOwner & { uid: string },
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
  await run(SaveQuestionnaireAnswersDocument, { uid: owner.uid, answers: JSON.stringify(draft) });
  const next = nextSection(draft);
  if (next) return { draft, next, profile: null };
  return { draft, next: null, profile: await computeProfile(run, owner, draft, now, formId) };
}

/** Throws a ZodError when the answers contradict each other across sections (e.g. a birth after her age). */
export async function computeProfile(
  run: RunOperation,
  owner: ProfileOwner & { uid: string },
  draft: QuestionnaireDraft,
  now: Date,
  formId: string,
): Promise<SavedRiskProfile> {
  const fields = profileFromAnswers(draft, { now, user: owner });
  const id = profileIdFor(formId, owner.uid, draft);
  const profile = (await run(CreateRiskProfileDocument, { input: { id, ...fields } })).createProfile;
  await run(MarkProfileCompletedDocument, { input: { hasCompleted: true } });
  return profile;
}
