import 'server-only';
import type { SessionUser } from '@/lib/auth/session';
import { loadAllCheckIns, loadCheckIns, type CheckIn, type CheckInsByKind } from '@/lib/data/check-ins';
import { loadChecks } from '@/lib/data/observations';
import type { LoadResult } from '@/lib/data/calls';
import type { AccountUser } from '@/lib/data/account-user';
import { loadAccount } from '@/lib/data/users';
import { questionLines } from '@/lib/forms/gp-questions';
import { periodStarts } from '@/lib/diary/period-history';
import { CHECK_IN_KINDS, SCALES, type DiaryKind } from '@/lib/trends/scale';
import { symptomLabel } from '@/lib/trends/symptoms';
import {
  reportChecks,
  type CheckInRecord,
  type ReportPerson,
  type ReportRange,
  type ReportRecords,
} from '@/lib/report';

export const RANGE_PARAM = 'range';

export function parseRange(raw: string | string[] | undefined | null): ReportRange {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === '3-months' || value === '12-months' || value === 'all' ? value : '6-months';
}

/** One kind's entries, with the symptoms she ticked in the words her diary showed her. */
function toCheckIns(kind: DiaryKind, entries: readonly CheckIn[]): CheckInRecord[] {
  const group = SCALES[kind].symptomGroup;
  return entries.map((entry) => ({
    id: entry.id,
    kind,
    date: entry.checked,
    level: entry.aLevel,
    score: entry.aScore,
    symptoms: entry.symptoms.map((symptom) => symptomLabel(group, symptom)),
  }));
}

/** The four wellbeing check-ins and the two symptom diaries. */
function allCheckIns(wellbeing: CheckInsByKind, physical: CheckIn[], menopause: CheckIn[]): CheckInRecord[] {
  return [
    ...CHECK_IN_KINDS.flatMap((kind) => toCheckIns(kind, wellbeing[kind])),
    ...toCheckIns('physical', physical),
    ...toCheckIns('menopause', menopause),
  ];
}

export interface ReportInput {
  person: ReportPerson;
  records: ReportRecords;
  /** Her questions as she wrote them, for the box she edits them in. */
  gpQuestions: string | null;
  /** Her record's fields as read, of which the box's save sends back the questions (a change since is a conflict). */
  read: AccountUser['read'];
}

/**
 * Everything the report reads, for every range at once (the report builder keeps the period's part, and a
 * finding's first-noticed date may lie before it).
 */
export async function loadReportInput(session: SessionUser, includeDob: boolean): Promise<LoadResult<ReportInput>> {
  const [account, checks, checkIns, physical, menopause] = await Promise.all([
    loadAccount(session),
    loadChecks(session),
    loadAllCheckIns(session),
    loadCheckIns(session, 'physical'),
    loadCheckIns(session, 'menopause'),
  ]);
  if (!account.ok) return account;
  if (!checks.ok) return checks;
  if (!checkIns.ok) return checkIns;
  if (!physical.ok) return physical;
  if (!menopause.ok) return menopause;
  const { user, profile } = account.value;
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ') || null;
  return {
    ok: true,
    value: {
      person: {
        name,
        dateOfBirth: includeDob ? user.dateOfBirth : null,
        riskLevel: profile.status === 'complete' ? (profile.summary?.level ?? null) : null,
        familyHistoryReferral: profile.status === 'complete' && profile.summary?.familyHistoryReferral === true,
        familyHistoryAdvice: profile.status === 'complete' && profile.summary?.familyHistoryAdvice === true,
        questions: questionLines(user.gpQuestions),
      },
      records: {
        checks: reportChecks(checks.value),
        checkIns: allCheckIns(checkIns.value, physical.value, menopause.value),
        periods: periodStarts(checks.value).map((start) => ({ start: start.day })),
      },
      gpQuestions: user.gpQuestions,
      read: user.read,
    },
  };
}
