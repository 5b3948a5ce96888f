import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CreateRiskProfileDocument,
  MarkProfileCompletedDocument,
  QuestionnaireAnswersDocument,
  RiskProfileByUidDocument,
  SaveQuestionnaireAnswersDocument,
  UpdateRiskProfileDocument,
  type CreateRiskProfileMutation,
  type RiskProfileFieldsFragment,
} from '@/graphql/generated/types';
import type { SectionSubmission } from '@/lib/forms/risk-questionnaire';
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

export async function readRiskProfile(run: RunOperation, uid: string): Promise<RiskProfileRecord | null> {
  const data = await run(RiskProfileByUidDocument, { uid });
  return data.profileByUid.items[0] ?? null;
}

export interface SectionSaved {
  draft: QuestionnaireDraft;
  /** Where she goes next: the first section still unanswered, or null when the Profile was computed. */
  next: SectionId | null;
  profile: SavedRiskProfile | null;
}

/**
 * Saves one section into her answers document. When every section is answered, computes her Profile from the
 * stored document with lib/risk (nothing numeric from the browser), writes it and marks her User complete.
 * The API keeps one Profile per user, so a later questionnaire updates it (`finished` says when).
 */
export async function saveQuestionnaireSection(
  run: RunOperation,
  owner: ProfileOwner & { uid: string },
  submission: SectionSubmission,
  now: Date,
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
  return { draft, next: null, profile: await computeProfile(run, owner, draft, now) };
}

/** Throws a ZodError when the answers contradict each other across sections (e.g. a birth after her age). */
export async function computeProfile(
  run: RunOperation,
  owner: ProfileOwner & { uid: string },
  draft: QuestionnaireDraft,
  now: Date,
): Promise<SavedRiskProfile> {
  const fields = profileFromAnswers(draft, { now, user: owner });
  const existing = await readRiskProfile(run, owner.uid);
  const profile = existing
    ? (await run(UpdateRiskProfileDocument, { input: fields })).updateProfile
    : (await run(CreateRiskProfileDocument, { input: { id: randomUUID(), ...fields } })).createProfile;
  await run(MarkProfileCompletedDocument, { input: { hasCompleted: true } });
  return profile;
}
