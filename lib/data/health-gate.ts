import 'server-only';
import { hasHealthConsent } from '@/lib/auth/health-consent';
import type { SessionUser } from '@/lib/auth/session';
import { DataError } from './errors';

/**
 * The API operations that read or record her health information: her checks and findings, check-ins and symptom
 * diaries, questionnaire answers and risk profile. While she has withdrawn her consent to its use, the app makes
 * none of them (UK GDPR, article 9): every screen and form that would, shows or answers that her health features
 * are paused. Deleting (one record, or all her health data) and downloading her data stay open to her. The
 * scheduled reminder job does not pass through here: it reads `healthPaused` on her record (settings' action).
 */
export const HEALTH_OPERATIONS: ReadonlySet<string> = new Set([
  'CheckDays',
  'RecentObservations',
  'ObservationsWithFindings',
  'ObservationById',
  'CreateObservation',
  'UpdateObservation',
  ...['Stress', 'Sleep', 'Mood', 'Fatigue', 'Physical', 'Menopause'].flatMap((kind) => [
    `${kind}CheckIns`,
    `${kind}CheckInById`,
    `Create${kind}CheckIn`,
    `Update${kind}CheckIn`,
  ]),
  'QuestionnaireAnswers',
  'ProfileAnswersSavedAt',
  'SaveQuestionnaireAnswers',
  'ProfileSummaryByUid',
  'RiskProfileByUid',
  'RiskProfileHistory',
  'CreateRiskProfile',
  'MarkProfileCompleted',
  // Both work out due and follow-up notices from her checks.
  'RefreshMyNotices',
  'UnreadNoticeCount',
]);

/** Throws a `paused` DataError before a health operation is sent for someone who has withdrawn her consent. */
export async function checkHealthConsent(operationName: string, session: SessionUser): Promise<void> {
  if (HEALTH_OPERATIONS.has(operationName) && !(await hasHealthConsent(session)))
    throw new DataError('paused', operationName, 'HealthConsentWithdrawn');
}
