import 'server-only';
import type { PersonalRecords } from '@/lib/content/guide-records';
import type { SessionUser } from '@/lib/auth/session';
import type { DataErrorKind } from './errors';
import {
  activityRecord,
  alcoholRecord,
  healthAnswers,
  riskFactorsRecord,
} from '@/lib/risk/questionnaire/guide-records';
import { loadRiskScreen } from './questionnaire';

export type RiskGuideRecords = Pick<PersonalRecords, 'activity' | 'alcohol' | 'riskFactors' | 'healthAnswers'>;

/**
 * The guide records that come from her questionnaire and Profile. On a failed load every part is null and
 * `unavailable` says why, so the page can say the records could not be loaded rather than "not answered".
 */
export async function loadRiskGuideRecords(
  session: SessionUser,
): Promise<{ records: RiskGuideRecords; unavailable: DataErrorKind | null }> {
  const result = await loadRiskScreen(session);
  if (!result.ok)
    return {
      records: { activity: null, alcohol: null, riskFactors: null, healthAnswers: null },
      unavailable: result.reason,
    };
  const { questionnaire, profile } = result.value;
  return {
    records: {
      activity: activityRecord(questionnaire.draft),
      alcohol: alcoholRecord(questionnaire.draft),
      riskFactors: riskFactorsRecord(profile),
      healthAnswers: healthAnswers(questionnaire.draft),
    },
    unavailable: null,
  };
}
