import 'server-only';
import type { ProfileSummaryByUidQuery, RiskColour, RiskLevel } from '@/graphql/generated/types';
import { FAMILY_HISTORY_ADVICE_ACTION, FAMILY_HISTORY_REFERRAL_ACTION } from '@/lib/risk';

/** What the account screen says about her risk profile; the numbers belong to the profile screens. */
export interface ProfileSummary {
  /** ISO date-time she finished the questionnaire, when known. */
  finishedAt: string | null;
  /** False when the risk models do not apply to her. */
  applicable: boolean;
  level: RiskLevel | null;
  colour: RiskColour | null;
  /** Her family meets a NICE CG164 referral sign, whatever the level from the figures. */
  familyHistoryReferral: boolean;
  /** Her family is one for which NICE CG164 (1.3.4) advises her GP to seek a specialist's advice. */
  familyHistoryAdvice: boolean;
}

type ProfileRecord = ProfileSummaryByUidQuery['profileByUid']['items'][number];

export function toProfileSummary(record: ProfileRecord | undefined): ProfileSummary | null {
  if (!record) return null;
  return {
    finishedAt: record.finished ?? null,
    applicable: record.applicable !== false,
    level: record.riskLevel ?? null,
    colour: record.riskColor ?? null,
    familyHistoryReferral: (record.actions ?? []).some((action) => action.id === FAMILY_HISTORY_REFERRAL_ACTION),
    familyHistoryAdvice: (record.actions ?? []).some((action) => action.id === FAMILY_HISTORY_ADVICE_ACTION),
  };
}
