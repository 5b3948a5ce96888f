import 'server-only';
import type { SessionUser } from '@/lib/auth/session';
import { DataError } from './errors';
import { HEALTH_CONSENT_FAILURE, healthConsentOf } from './health-consent';

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

const REFUSAL_TYPE = {
  withdrawn: 'HealthConsentWithdrawn',
  unknown: 'HealthConsentUnknown',
  'signed-out': 'NotAuthorized',
};

/**
 * Throws before a health operation is sent unless her consent is known to be given: `paused` when she has
 * withdrawn it, `unavailable` when it cannot be checked just now, `unauthorised` when the identity service has
 * ended her session.
 */
export async function checkHealthConsent(operationName: string, session: SessionUser): Promise<void> {
  if (!HEALTH_OPERATIONS.has(operationName)) return;
  const consent = await healthConsentOf(session);
  if (consent !== 'given') throw new DataError(HEALTH_CONSENT_FAILURE[consent], operationName, REFUSAL_TYPE[consent]);
}
