import 'server-only';
import { OperationTypeNode, type DocumentNode } from 'graphql';
import { ZodError } from 'zod';
import type { SessionUser } from '@/lib/auth/session';
import type { SectionSubmission } from '@/lib/forms/risk-questionnaire';
import { getClient } from './client';
import { callForData, loaded, type LoadResult } from './calls';
import { DataError } from './errors';
import {
  readQuestionnaire,
  readRiskProfile,
  readRiskResults,
  refreshedRiskProfile,
  saveQuestionnaireSection,
  type RiskProfileRecord,
  type RunOperation,
  type SectionSaved,
  type StoredQuestionnaire,
} from './questionnaire-core';
import { loadCurrentUser } from './users';
import { resultHistory, type ResultHistory } from '@/lib/risk/history';

export { AnswersConflict, type RiskProfileRecord, type StoredQuestionnaire } from './questionnaire-core';

const operationOf = (document: DocumentNode) => {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return {
    name: definition?.name?.value ?? 'Operation',
    isMutation: definition?.operation === OperationTypeNode.MUTATION,
  };
};

/** Runs one operation as the signed-in user through this request's Apollo client; failures become DataError. */
const runWithApollo: RunOperation = (document, variables) => {
  const { name, isMutation } = operationOf(document);
  return callForData(name, () => {
    const client = getClient();
    return isMutation
      ? client.mutate({ mutation: document, variables: variables as never })
      : client.query({ query: document, variables: variables as never });
  }) as never;
};

/** Her questionnaire answers so far (owner-only). Throws DataError. */
export function loadQuestionnaire(session: SessionUser): Promise<StoredQuestionnaire> {
  return readQuestionnaire(runWithApollo, session.sub);
}

/** Her computed risk profile, or null before she has finished. Throws DataError. */
export function loadRiskProfile(session: SessionUser): Promise<RiskProfileRecord | null> {
  return readRiskProfile(runWithApollo, session.sub);
}

/**
 * Saves a checked section; after the last one the server computes and stores her Profile. Answers that
 * contradict her date of birth throw AnswersConflict, with nothing saved; any other refusal of the answers or
 * of her Profile (the models' or the API's) fails as `rejected`. Throws DataError.
 */
export async function saveSection(
  session: SessionUser,
  submission: SectionSubmission,
  formId: string,
): Promise<SectionSaved> {
  try {
    // Her account record must exist before the last section marks it completed (MarkProfileCompleted), and her
    // first visit may come straight here: loading it makes it on her first sign-in, as every account page does.
    await loadCurrentUser(session);
    return await saveQuestionnaireSection(runWithApollo, { uid: session.sub }, submission, new Date(), formId);
  } catch (error) {
    if (error instanceof ZodError) throw new DataError('rejected', 'ComputeProfile', 'ZodError');
    throw error;
  }
}

export interface RiskScreen {
  questionnaire: StoredQuestionnaire;
  /** Her current Profile: the newest result. */
  profile: RiskProfileRecord | null;
  /** Her current result and the ones before it (only when asked for, and once she has one). */
  history: ResultHistory | null;
}

/**
 * What /personal, /plan and the risk guides load: her answers and, once computed, her current Profile, worked out
 * again first when an older engine saved it (refreshedRiskProfile); with `history`, her earlier results too. Profiles are read by key, so one saved a moment ago is already current. Failures are logged and returned,
 * not thrown.
 */
export function loadRiskScreen(
  session: SessionUser,
  { history: withHistory = false }: { history?: boolean } = {},
): Promise<LoadResult<RiskScreen>> {
  return loaded('LoadRiskScreen', async () => {
    const [questionnaire, stored] = await Promise.all([loadQuestionnaire(session), loadRiskProfile(session)]);
    const profile = await refreshedRiskProfile(runWithApollo, session.sub, questionnaire.draft, stored, new Date());
    // Read after any refresh, so her history lists the result worked out again as her current one.
    const results = withHistory ? await readRiskResults(runWithApollo, session.sub) : [];
    const history = profile && withHistory ? resultHistory(results, profile.id) : null;
    return { questionnaire, profile, history };
  });
}
