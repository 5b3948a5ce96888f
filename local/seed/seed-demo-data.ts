import { profileFromAnswers } from '@/lib/risk/questionnaire';
import { resolveField } from '@/backend/api/dispatch';
import { ADMIN_GROUP } from '@/graphql/generated/enums';
import type { AppSyncIdentity } from '@/backend/core/identity';
import type { Store } from '@/backend/store/store';
import { londonDate, nextDue, type ReminderPlan } from '@/lib/reminders';
import { demoId } from './demo-ids';
import { DEMO_DOB, demoQuestionnaire } from './demo-questionnaire';
import { demoYear, diaryEntries, monthlyObservations } from './demo-diary';
import { seedDemoOffers } from './demo-offers';

export interface DemoUser {
  /** Cognito sub of the demo account (from the local identity service). */
  uid: string;
  email: string;
  username?: string;
  given?: string;
  family?: string;
  /** Records are dated back from here; defaults to the wall clock. */
  now?: Date;
}

const DAY_MS = 24 * 3600 * 1000;
/** Longer ago than the oldest diary entry (twelve months of checks, 52 weeks of notes). */
const DEMO_MEMBERSHIP_DAYS = 380;

/** Offers and codes of the incentive scheme, shared by every demo account. */
const SAMPLE_OFFERS = [
  { source: 'welcome-hamper', prefix: 'HAMPER', productName: 'Festive hamper draw', count: 4 },
  { source: 'partner-bra-fitting', prefix: 'FITTING', productName: 'Bra fitting session', count: 3 },
];

/** As AppSync describes a caller with her ID token: createUser records the verified email it carries. */
function identityOf(uid: string, username: string, email: string, groups: string[] = []): AppSyncIdentity {
  return {
    sub: uid,
    username,
    issuer: 'demo-seed',
    claims: {
      sub: uid,
      email,
      email_verified: true,
      'cognito:username': username,
      'cognito:groups': groups,
      token_use: 'id',
    },
    groups,
    sourceIp: [],
  };
}

/** Independent writes a few at a time: fast on dynalite, gentle on DynamoDB's request rate. */
async function inBatches(tasks: (() => Promise<unknown>)[], size: number): Promise<void> {
  for (let start = 0; start < tasks.length; start += size) {
    await Promise.all(tasks.slice(start, start + size).map((task) => task()));
  }
}

/**
 * Gives a demo account a completed profile, a year of diary (lib/trends buildDemoYear: a self-check each
 * cycle and twice-weekly stress, sleep, mood and fatigue check-ins) and a few codes. Writes go through the resolvers, so seeded
 * data passes the same validation as real data; ids are derived from the uid, so running it again
 * changes nothing.
 */
export async function seedDemoData(store: Store, demo: DemoUser): Promise<void> {
  const now = demo.now ?? new Date();
  const username = demo.username ?? demo.email;
  const user = identityOf(demo.uid, username, demo.email);
  const admin = identityOf('demo-seed-admin', 'demo-seed-admin', 'admin@example.invalid', [ADMIN_GROUP]);
  // Her story in order: she joined, filled in the risk questions the next day, then kept a year of diary.
  const joined = new Date(now.getTime() - DEMO_MEMBERSHIP_DAYS * DAY_MS);
  const started = new Date(joined.getTime() + DAY_MS);
  const finished = new Date(started.getTime() + 20 * 60 * 1000);
  const callAt = (
    at: Date,
    identity: AppSyncIdentity,
    parentTypeName: string,
    fieldName: string,
    args: Record<string, unknown>,
  ) => resolveField({ parentTypeName, fieldName, arguments: args, identity }, { store, now: () => at });
  const call = (identity: AppSyncIdentity, parentTypeName: string, fieldName: string, args: Record<string, unknown>) =>
    callAt(now, identity, parentTypeName, fieldName, args);

  const names = { given: demo.given ?? 'Demo', family: demo.family ?? 'User', prefix: 'Ms', dob: DEMO_DOB };
  const created = (await callAt(joined, user, 'Mutation', 'createUser', {
    input: { id: demoId(demo.uid, 'user'), ...names, hasDisclaimer: true },
  })) as { hasCompleted: boolean; reminderPlan: string | null };
  // A monthly email reminder, saved as /plan saves one (the reminder job reads only the plan).
  if (!created.reminderPlan) {
    const plan: ReminderPlan = {
      frequency: 'MONTHLY',
      timing: 'day-of-month',
      dayOfMonth: 28,
      time: '19:30',
      startDate: londonDate(joined),
      channel: 'email',
    };
    const next = nextDue(plan, now)?.date ?? null;
    await callAt(joined, user, 'Mutation', 'updateUser', {
      input: { reminder: plan.frequency, reminderPlan: JSON.stringify(plan), next },
    });
  }

  // As /personal does: the answers document is saved, then the Profile is computed from it on finishing.
  const answers = demoQuestionnaire(started);
  if (!(await call(user, 'Query', 'profileAnswers', { uid: demo.uid }))) {
    await callAt(finished, user, 'Mutation', 'saveProfileAnswers', { uid: demo.uid, answers });
  }
  await callAt(finished, user, 'Mutation', 'createProfile', {
    input: { id: demoId(demo.uid, 'profile'), ...profileFromAnswers(answers, { now: finished }) },
  });
  if (!created.hasCompleted) await callAt(finished, user, 'Mutation', 'updateUser', { input: { hasCompleted: true } });

  // The year is written once: seeding again on a later day would date a second year differently.
  const existing = (await call(user, 'Query', 'stressByUid', { uid: demo.uid, limit: 1 })) as { items: unknown[] };
  const year = demoYear(demo.uid, now);
  const writes = existing.items.length
    ? []
    : [
        ...monthlyObservations(demo.uid, year).map(
          (observation) => () =>
            call(user, 'Mutation', 'createObservation', { input: { ...observation, ...names, email: demo.email } }),
        ),
        ...diaryEntries(demo.uid, year).map(
          ({ fieldName, input }) =>
            () =>
              call(user, 'Mutation', fieldName, { input: { ...input, email: demo.email } }),
        ),
      ];
  await inBatches(writes, 16);

  for (const offer of SAMPLE_OFFERS) {
    for (let n = 1; n <= offer.count; n += 1) {
      await call(admin, 'Mutation', 'createCode', {
        input: {
          id: demoId('sample-code', offer.source, String(n)),
          source: offer.source,
          code: `${offer.prefix}-${String(n).padStart(4, '0')}`,
          productName: offer.productName,
          currency: 'GBP',
          locale: 'en-GB',
        },
      });
    }
  }
  await call(user, 'Mutation', 'claimCode', { source: 'welcome-hamper' });
  await seedDemoOffers(call, admin, now);
}
