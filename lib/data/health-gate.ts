import 'server-only';
import { hasHealthConsent } from '@/lib/auth/health-consent';
import type { SessionUser } from '@/lib/auth/session';
import { DataError } from './errors';

/**
 * The API operations that read or record her health information: her checks and findings, check-ins and symptom
 * diaries, questionnaire answers and risk profile. While she has withdrawn her consent to its use, the app makes
 * none of them (UK GDPR, article 9): every screen and form that would, shows or answers that her health features
 * are paused. Deleting (one record, or all her health data) and downloading her data stay open to her. The
 * scheduled reminder job and the notices (worked out from her checks on every signed-in page) do not pass
 * through here: they read `healthPaused` on her record, which the settings action sets (and any load of her
 * account corrects when it differs from her consent, lib/data/users.ts), so the menu's count
 * costs no call to the identity service.
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
]);

/** Throws a `paused` DataError before a health operation is sent for someone who has withdrawn her consent. */
export async function checkHealthConsent(operationName: string, session: SessionUser): Promise<void> {
  if (HEALTH_OPERATIONS.has(operationName) && !(await hasHealthConsent(session)))
    throw new DataError('paused', operationName, 'HealthConsentWithdrawn');
}
