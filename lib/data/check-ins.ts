import 'server-only';
import {
  CheckDaysDocument,
  CreateFatigueCheckInDocument,
  CreateMenopauseCheckInDocument,
  CreateMoodCheckInDocument,
  CreatePhysicalCheckInDocument,
  CreateSleepCheckInDocument,
  CreateStressCheckInDocument,
  FatigueCheckInsDocument,
  MenopauseCheckInsDocument,
  MoodCheckInsDocument,
  PhysicalCheckInsDocument,
  SleepCheckInsDocument,
  StressCheckInsDocument,
  type CheckDaysQueryVariables,
  type CheckInFieldsFragment,
  type CreateDiaryEntryInput,
} from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import type { FindingStatus } from '@/lib/diary/finding-terms';
import { TYPICAL_PERIOD_DAYS } from '@/lib/reminders/next-due';
import {
  CHECK_IN_KINDS,
  checkInRecordFields,
  toDay,
  type CheckInKind,
  type Day,
  type DiaryKind,
  type PeriodRecord,
} from '@/lib/trends';
import { isPhq4Answers, scorePhq4, type Phq4Score } from '@/lib/validation/phq4';
import { getClient } from './client';
import { callForData, loaded, type LoadResult } from './calls';

/** One wellbeing check-in or symptom diary entry as the pages use it; the API's shape stays in here. */
export interface CheckIn {
  id: string;
  kind: DiaryKind;
  checked: Day;
  aLevel: number;
  aScore: number | null;
  symptoms: string[];
  /** A mood entry's PHQ-4, when she answered it: her answers and the score (the total is the server's). */
  phq4?: Phq4Result;
}

export type Phq4Result = Phq4Score & { answers: number[] };

export type CheckInsByKind = Record<CheckInKind, CheckIn[]>;

/** The API's page size limit; every page within the range is read. */
const PAGE_SIZE = 100;
/** 10,000 entries of one kind is 27 years of daily check-ins: beyond that the list is not hers to page through. */
const MAX_PAGES = 100;

type ListPage = { items: RawEntry[]; nextToken: string | null };

export type RawEntry = CheckInFieldsFragment & {
  symptoms: readonly string[];
  phq4?: readonly number[] | null;
  phq4Total?: number | null;
};

export function toCheckIn(kind: DiaryKind, raw: RawEntry): CheckIn {
  const answers = raw.phq4 ? [...raw.phq4] : null;
  const phq4 = isPhq4Answers(answers)
    ? { ...scorePhq4(answers), total: raw.phq4Total ?? scorePhq4(answers).total, answers }
    : null;
  return {
    id: raw.id,
    kind,
    checked: raw.checked,
    aLevel: raw.aLevel,
    aScore: raw.aScore,
    symptoms: [...raw.symptoms],
    ...(phq4 ? { phq4 } : {}),
  };
}

/** One page of one kind; each kind has its own typed query, so the switch keeps the types exact. */
async function listPage(
  kind: DiaryKind,
  variables: {
    uid: string;
    filter: { checkedFrom: string | null; checkedTo: string | null } | null;
    limit: number;
    nextToken: string | null;
  },
): Promise<ListPage> {
  const client = getClient();
  switch (kind) {
    case 'stress': {
      const data = await callForData('StressCheckIns', () =>
        client.query({ query: StressCheckInsDocument, variables }),
      );
      return data.stressByUid;
    }
    case 'sleep': {
      const data = await callForData('SleepCheckIns', () => client.query({ query: SleepCheckInsDocument, variables }));
      return data.sleepByUid;
    }
    case 'mood': {
      const data = await callForData('MoodCheckIns', () => client.query({ query: MoodCheckInsDocument, variables }));
      return data.moodByUid;
    }
    case 'fatigue': {
      const data = await callForData('FatigueCheckIns', () =>
        client.query({ query: FatigueCheckInsDocument, variables }),
      );
      return data.fatigueByUid;
    }
    case 'physical': {
      const data = await callForData('PhysicalCheckIns', () =>
        client.query({ query: PhysicalCheckInsDocument, variables }),
      );
      return data.physicalByUid;
    }
    case 'menopause': {
      const data = await callForData('MenopauseCheckIns', () =>
        client.query({ query: MenopauseCheckInsDocument, variables }),
      );
      return data.menopauseByUid;
    }
  }
}

async function readAll(session: SessionUser, kind: DiaryKind, range: { from?: Day; to?: Day }): Promise<CheckIn[]> {
  const filter = range.from || range.to ? { checkedFrom: range.from ?? null, checkedTo: range.to ?? null } : null;
  const entries: CheckIn[] = [];
  let nextToken: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: ListPage = await listPage(kind, { uid: session.sub, filter, limit: PAGE_SIZE, nextToken });
    entries.push(...result.items.map((item) => toCheckIn(kind, item)));
    nextToken = result.nextToken;
    if (!nextToken) break;
  }
  return entries;
}

/**
 * Her check-ins of one kind, oldest first, between two days (inclusive; either may be left open), every page
 * of them. `session` is the caller's requireUser(), whose token the client sends.
 */
export async function loadCheckIns(
  session: SessionUser,
  kind: DiaryKind,
  range: { from?: Day; to?: Day } = {},
): Promise<LoadResult<CheckIn[]>> {
  return loaded('LoadCheckIns', () => readAll(session, kind, range));
}

/** All four kinds at once, read side by side. */
export async function loadAllCheckIns(
  session: SessionUser,
  range: { from?: Day; to?: Day } = {},
): Promise<LoadResult<CheckInsByKind>> {
  return loaded('LoadAllCheckIns', async () => {
    const lists = await Promise.all(CHECK_IN_KINDS.map((kind) => readAll(session, kind, range)));
    return Object.fromEntries(CHECK_IN_KINDS.map((kind, index) => [kind, lists[index]!])) as CheckInsByKind;
  });
}

export const SYMPTOM_INPUT: Record<DiaryKind, keyof CreateDiaryEntryInput & `${string}Symptoms`> = {
  stress: 'stressSymptoms',
  sleep: 'sleepSymptoms',
  mood: 'moodSymptoms',
  fatigue: 'energySymptoms',
  physical: 'physicalSymptoms',
  menopause: 'menopauseSymptoms',
};

/**
 * Saves a check-in with the id the form was given; repeating it returns the entry already stored. The API works
 * out the score itself; the answer is the stored entry, so the page can show what was saved without reading
 * the (eventually consistent) list. Throws DataError.
 */
export async function createCheckIn(
  kind: DiaryKind,
  id: string,
  entry: { level: number; symptoms: readonly string[]; checked: Day; phq4?: readonly number[] | null },
  today: Day,
): Promise<CheckIn> {
  const fields = checkInRecordFields({ level: entry.level, symptoms: entry.symptoms, checked: entry.checked, today });
  const input = {
    id,
    checked: fields.checked,
    aLevel: fields.aLevel,
    aMonth: fields.aMonth,
    [SYMPTOM_INPUT[kind]]: [...new Set(entry.symptoms)],
    // Only a mood entry takes PHQ-4 answers; the API scores them.
    ...(kind === 'mood' && entry.phq4 ? { phq4: [...entry.phq4] } : {}),
  } as CreateDiaryEntryInput;
  const client = getClient();
  const variables = { input };
  switch (kind) {
    case 'stress': {
      const data = await callForData('CreateStress', () =>
        client.mutate({ mutation: CreateStressCheckInDocument, variables }),
      );
      return toCheckIn(kind, data.createStress);
    }
    case 'sleep': {
      const data = await callForData('CreateSleep', () =>
        client.mutate({ mutation: CreateSleepCheckInDocument, variables }),
      );
      return toCheckIn(kind, data.createSleep);
    }
    case 'mood': {
      const data = await callForData('CreateMood', () =>
        client.mutate({ mutation: CreateMoodCheckInDocument, variables }),
      );
      return toCheckIn(kind, data.createMood);
    }
    case 'fatigue': {
      const data = await callForData('CreateFatigue', () =>
        client.mutate({ mutation: CreateFatigueCheckInDocument, variables }),
      );
      return toCheckIn(kind, data.createFatigue);
    }
    case 'physical': {
      const data = await callForData('CreatePhysical', () =>
        client.mutate({ mutation: CreatePhysicalCheckInDocument, variables }),
      );
      return toCheckIn(kind, data.createPhysical);
    }
    case 'menopause': {
      const data = await callForData('CreateMenopause', () =>
        client.mutate({ mutation: CreateMenopauseCheckInDocument, variables }),
      );
      return toCheckIn(kind, data.createMenopause);
    }
  }
}

/**
 * A finding as the trend charts use it: its id follows it from check to check (null before findings were
 * followed); status is her answer at that check (GONE: not there any more).
 */
export interface CheckDayFinding {
  id: string | null;
  kind: string;
  severity: number;
  status: FindingStatus;
}

/** Her self-checks as the trend charts use them: the day, the findings' severities and her periods. */
export interface CheckDay {
  id: string;
  day: Day;
  checked: string;
  bLeft: CheckDayFinding[];
  bRight: CheckDayFinding[];
}

export interface ChecksForTrends {
  checks: CheckDay[];
  /** Period starts she gave with her checks, each once, with the period's length (typical when she did not say). */
  periods: PeriodRecord[];
}

function toCheckDayFinding(raw: Omit<CheckDayFinding, 'status'> & { status?: FindingStatus | null }): CheckDayFinding {
  // A finding saved before answers were recorded was new at its check (as the diary reads it, check-record.ts).
  return { id: raw.id, kind: raw.kind, severity: raw.severity, status: raw.status ?? 'NEW' };
}

/** Her self-checks between two days (inclusive), every page, for the charts. */
export async function loadChecksForTrends(
  session: SessionUser,
  range: { from?: Day; to?: Day } = {},
): Promise<LoadResult<ChecksForTrends>> {
  return loaded('LoadChecksForTrends', async () => {
    const client = getClient();
    const filter = range.from || range.to ? { checkedFrom: range.from ?? null, checkedTo: range.to ?? null } : null;
    const checks: CheckDay[] = [];
    const periods = new Map<Day, PeriodRecord>();
    let nextToken: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const variables: CheckDaysQueryVariables = { uid: session.sub, filter, limit: PAGE_SIZE, nextToken };
      const data = await callForData('CheckDays', () => client.query({ query: CheckDaysDocument, variables }));
      for (const item of data.observationByUid.items) {
        checks.push({
          id: item.id,
          day: toDay(item.checked),
          checked: item.checked,
          bLeft: item.bLeft.map(toCheckDayFinding),
          bRight: item.bRight.map(toCheckDayFinding),
        });
        if (item.periodStart)
          periods.set(item.periodStart, { start: item.periodStart, lengthDays: item.pLength ?? TYPICAL_PERIOD_DAYS });
      }
      nextToken = data.observationByUid.nextToken;
      if (!nextToken) break;
    }
    return { checks, periods: [...periods.values()].sort((a, b) => (a.start < b.start ? -1 : 1)) };
  });
}
