import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
} from 'graphql';
import { appSyncSchema } from '@/local/appsync/schema';
import { resolveField } from '@/backend/api/dispatch';
import { OPERATIONS, type AccessRule } from '@/backend/api/operations';
import { ADMIN_GROUP } from '@/graphql/generated/enums';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { allItemsOfUser } from '@/backend/store/records';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';
import { PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';

/**
 * Authorisation matrix generated from schema.graphql: every Query and Mutation field × {owner, another
 * user, no identity, non-admin on admin operations}. The rule of each operation comes from OPERATIONS;
 * a schema operation without a rule, or without sample arguments here, fails the test.
 */
const store = useTestStore();

const schema = appSyncSchema();
const NOW = new Date();
const TODAY = NOW.toISOString().slice(0, 10);
const DIARY_KINDS = ['Observation', 'Stress', 'Sleep', 'Mood', 'Fatigue', 'Physical', 'Menopause'] as const;
const OFFER = 'matrix-offer';

interface Fixture {
  owner: AppSyncIdentity;
  other: AppSyncIdentity;
  admin: AppSyncIdentity;
  /** The site server's account for free prize-draw entries. */
  service: AppSyncIdentity;
  ids: Record<(typeof DIARY_KINDS)[number] | 'user' | 'profile' | 'code' | 'offer' | 'voidable', string>;
}

const offerInput = (id: string) => ({
  id,
  partner: 'zenhotels',
  category: 'TRAVEL',
  title: 'Matrix offer',
  benefit: '10% off',
  terms: 'Terms',
  howToUse: 'Enter the code',
  startDate: TODAY,
  endDate: TODAY,
});

const recordInput = (kind: string, id: string) =>
  kind === 'Observation'
    ? { id, checked: NOW.toISOString(), cMonth: NOW.getUTCMonth() + 1, score: 1 }
    : { id, checked: TODAY, aLevel: 3, aMonth: NOW.getUTCMonth() + 1 };

type Sample = (fixture: Fixture) => Record<string, unknown>;

/**
 * The security rules, kept here independently of OPERATIONS so that weakening a rule in the code fails
 * this test: each operation's expected rule and valid arguments as its rightful caller would send them.
 */
/** `at`: when the rightful caller is served, for an operation that only runs at certain times. */
const EXPECTED: Record<string, { rule: AccessRule; args: Sample; at?: Date }> = {
  listCodes: { rule: 'ownerOrAdmin', args: (f) => ({ uid: f.owner.sub }) },
  userByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  profileByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  observationByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  stressByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  sleepByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  moodByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  fatigueByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  physicalByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  menopauseByUid: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  profileAnswers: { rule: 'owner', args: (f) => ({ uid: f.owner.sub }) },
  exportMyData: { rule: 'self', args: () => ({}) },
  createUser: { rule: 'self', args: (f) => ({ input: { id: f.ids.user } }) },
  updateUser: { rule: 'self', args: () => ({ input: { given: 'Ann' } }) },
  createProfile: { rule: 'self', args: (f) => ({ input: { id: f.ids.profile } }) },
  updateProfile: { rule: 'self', args: () => ({ input: { bmi: 22.5 } }) },
  saveProfileAnswers: { rule: 'owner', args: (f) => ({ uid: f.owner.sub, answers: JSON.stringify({ age: 45 }) }) },
  ...Object.fromEntries(
    DIARY_KINDS.flatMap((kind) => [
      [`create${kind}`, { rule: 'recordOwner', args: (f: Fixture) => ({ input: recordInput(kind, f.ids[kind]) }) }],
      [
        `update${kind}`,
        {
          rule: 'recordOwner',
          args: (f: Fixture) => ({
            input: { id: f.ids[kind], ...(kind === 'Observation' ? { score: 2 } : { aLevel: 4 }) },
          }),
        },
      ],
      [`delete${kind}`, { rule: 'recordOwner', args: (f: Fixture) => ({ input: { id: f.ids[kind] } }) }],
      [`get${kind}`, { rule: 'recordOwner', args: (f: Fixture) => ({ id: f.ids[kind] }) }],
    ]),
  ),
  claimCode: { rule: 'self', args: () => ({ source: OFFER }) },
  createCode: {
    rule: 'admin',
    args: () => ({ input: { id: randomUUID(), source: OFFER, code: `NEW-${randomUUID().slice(0, 8)}` } }),
  },
  updateCode: { rule: 'admin', args: (f) => ({ input: { id: f.ids.code, productName: 'Updated' } }) },
  deleteCode: { rule: 'admin', args: (f) => ({ input: { id: f.ids.code } }) },
  deleteMyData: { rule: 'self', args: () => ({}) },
  deleteMyHealthData: { rule: 'self', args: () => ({}) },
  liveOffers: { rule: 'self', args: () => ({ category: 'TRAVEL' }) },
  offer: { rule: 'self', args: (f) => ({ id: f.ids.offer }) },
  adminOffers: { rule: 'admin', args: () => ({}) },
  exportPartnerCodes: { rule: 'admin', args: () => ({ partner: 'zenhotels' }) },
  myNotices: { rule: 'self', args: () => ({ limit: 5 }) },
  unreadNoticeCount: { rule: 'self', args: () => ({}) },
  myPrizeDrawEntry: { rule: 'self', args: () => ({}) },
  prizeDrawEntrantsCount: { rule: 'admin', args: () => ({}) },
  exportPrizeDrawEntrants: { rule: 'admin', args: () => ({}) },
  prizeDraws: { rule: 'admin', args: () => ({}) },
  signupsBySource: { rule: 'admin', args: () => ({ fromMonth: '2020-01' }) },
  adminActivity: { rule: 'admin', args: () => ({ limit: 5 }) },
  createOffer: { rule: 'admin', args: () => ({ input: offerInput(`matrix-${randomUUID().slice(0, 8)}`) }) },
  updateOffer: { rule: 'admin', args: (f) => ({ input: { id: f.ids.offer, revision: 1, title: 'Renamed' } }) },
  importCodes: { rule: 'admin', args: (f) => ({ offerId: f.ids.offer, csv: 'code\nMATRIX-0001', commit: false }) },
  voidCode: { rule: 'admin', args: (f) => ({ id: f.ids.voidable }) },
  markNoticeRead: { rule: 'self', args: () => ({ id: 'CHECK_DUE.2026-01-01' }) },
  refreshMyNotices: { rule: 'self', args: () => ({}) },
  enterPrizeDraw: { rule: 'self', args: () => ({ name: 'Ann' }) },
  withdrawPrizeDrawEntry: { rule: 'self', args: () => ({}) },
  enterPrizeDrawFree: {
    rule: 'prizeDrawService',
    args: () => ({ input: { name: 'Free Entrant', email: `free-${randomUUID().slice(0, 8)}@example.com` } }),
  },
  runPrizeDraw: {
    rule: 'admin',
    args: () => ({ drawId: `matrix-${randomUUID().slice(0, 8)}` }),
    // Terms rule 7: a winner is drawn only after the close.
    at: new Date(PRIZE_DRAW_CLOSES_AT.getTime() + 24 * 3600 * 1000),
  },
};

async function makeFixture(): Promise<Fixture> {
  const fixture: Fixture = {
    owner: identityFor(),
    other: identityFor(),
    admin: adminIdentity(),
    service: identityFor(randomUUID(), ['PrizeDrawService']),
    ids: {
      user: randomUUID(),
      profile: randomUUID(),
      code: randomUUID(),
      offer: `matrix-${randomUUID().slice(0, 8)}`,
      voidable: randomUUID(),
      ...(Object.fromEntries(DIARY_KINDS.map((kind) => [kind, randomUUID()])) as Record<
        (typeof DIARY_KINDS)[number],
        string
      >),
    },
  };
  const call = (identity: AppSyncIdentity, parentTypeName: string, fieldName: string, args: Record<string, unknown>) =>
    resolveField({ parentTypeName, fieldName, arguments: args, identity }, { store: store(), now: () => NOW });
  for (const person of [fixture.owner, fixture.other]) {
    const mine = person === fixture.owner;
    await call(person, 'Mutation', 'createUser', { input: { id: mine ? fixture.ids.user : randomUUID() } });
    await call(person, 'Mutation', 'createProfile', { input: { id: mine ? fixture.ids.profile : randomUUID() } });
  }
  await call(fixture.owner, 'Mutation', 'saveProfileAnswers', { uid: fixture.owner.sub, answers: { age: 44 } });
  for (const kind of DIARY_KINDS) {
    await call(fixture.owner, 'Mutation', `create${kind}`, { input: recordInput(kind, fixture.ids[kind]) });
  }
  for (const id of [fixture.ids.code, randomUUID(), randomUUID(), randomUUID()]) {
    await call(fixture.admin, 'Mutation', 'createCode', { input: { id, source: OFFER, code: `M-${id.slice(0, 8)}` } });
  }
  await call(fixture.owner, 'Mutation', 'claimCode', { source: OFFER });
  await call(fixture.admin, 'Mutation', 'createCode', {
    input: { id: fixture.ids.voidable, source: OFFER, code: `V-${fixture.ids.voidable.slice(0, 8)}` },
  });
  await call(fixture.admin, 'Mutation', 'createOffer', { input: offerInput(fixture.ids.offer) });
  await call(fixture.owner, 'Mutation', 'enterPrizeDraw', {});
  return fixture;
}

/** Leaf fields, and the leaves of nested objects two levels down, so every field gets serialised. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).flatMap((field) => {
    if (isLeafType(getNamedType(field.type))) return [field.name];
    return depth < 2 ? [`${field.name} ${selectionOf(field.type, depth + 1)}`] : [];
  });
  return `{ ${fields.join(' ')} }`;
}

function documentFor(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation}${variables ? `(${variables})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selectionOf(field.type)} }`;
}

const ROOTS = [
  { parentTypeName: 'Query', operation: 'query', type: schema.getQueryType()! },
  { parentTypeName: 'Mutation', operation: 'mutation', type: schema.getMutationType()! },
] as const;

const cases = ROOTS.flatMap(({ parentTypeName, operation, type }) =>
  Object.values(type.getFields()).map((field) => ({
    parentTypeName,
    operation,
    field,
    name: `${parentTypeName}.${field.name}`,
  })),
);

test('every operation in OPERATIONS is in the schema', () => {
  const inSchema = new Set(cases.map((c) => c.name));
  for (const [parent, operations] of Object.entries(OPERATIONS)) {
    for (const name of Object.keys(operations)) expect(inSchema).toContain(`${parent}.${name}`);
  }
});

test.each(cases)('$name: the SDL marks it admin-only exactly when its rule is admin', ({ field }) => {
  const rule = EXPECTED[field.name]?.rule;
  const groups = field.astNode?.directives
    ?.find((directive) => directive.name.value === 'aws_cognito_user_pools')
    ?.arguments?.find((arg) => arg.name.value === 'cognito_groups');
  const adminOnlyInSdl =
    groups?.value.kind === 'ListValue' && groups.value.values.some((v) => 'value' in v && v.value === ADMIN_GROUP);
  expect(adminOnlyInSdl).toBe(rule === 'admin');
});

function expectUnauthorized(
  response: Awaited<ReturnType<ReturnType<typeof graphqlAs>>>,
  field: string,
  parent: string,
) {
  expect(response.errors).toEqual([
    {
      message: `Not Authorized to access ${field} on type ${parent}`,
      errorType: 'Unauthorized',
      data: null,
      errorInfo: null,
      path: [field],
      locations: expect.any(Array),
    },
  ]);
}

describe.each(cases)('$name', ({ parentTypeName, operation, field }) => {
  const rule = EXPECTED[field.name]?.rule;

  test('has an expected rule here, and the dispatcher enforces that rule', () => {
    expect(rule).toBeDefined();
    expect(OPERATIONS[parentTypeName][field.name]?.access).toBe(rule);
  });

  test('refuses no identity, refuses or confines another user, serves the owner', async () => {
    const fixture = await makeFixture();
    const document = documentFor(operation, field);
    const args = EXPECTED[field.name]!.args(fixture);
    const nonNull = isNonNullType(field.type) || isListType(field.type);

    expectUnauthorized(await graphqlAs(store(), null, NOW)(document, args), field.name, parentTypeName);

    const asOther = await graphqlAs(store(), fixture.other, NOW)(document, args);
    if (rule === 'self') {
      expect(asOther.errors).toBeUndefined();
      expect(JSON.stringify(asOther.data)).not.toContain(fixture.owner.sub);
    } else {
      // owner, recordOwner, ownerOrAdmin: her data; admin, prizeDrawService: she is neither.
      expectUnauthorized(asOther, field.name, parentTypeName);
    }

    if (rule === 'admin' || rule === 'prizeDrawService') {
      expectUnauthorized(await graphqlAs(store(), fixture.owner, NOW)(document, args), field.name, parentTypeName);
    }
    if (rule === 'prizeDrawService') {
      expectUnauthorized(await graphqlAs(store(), fixture.admin, NOW)(document, args), field.name, parentTypeName);
    }

    const rightful = rule === 'admin' ? fixture.admin : rule === 'prizeDrawService' ? fixture.service : fixture.owner;
    const asRightful = await graphqlAs(store(), rightful, EXPECTED[field.name]!.at ?? NOW)(document, args);
    expect(asRightful.errors).toBeUndefined();
    if (nonNull) expect(asRightful.data?.[field.name]).not.toBeNull();
  });
});

test('listCodes without uid is for admins only', async () => {
  const fixture = await makeFixture();
  const document = 'query { listCodes { items { id uid } } }';
  expectUnauthorized(await graphqlAs(store(), fixture.owner, NOW)(document), 'listCodes', 'Query');
  const asAdmin = await graphqlAs(store(), fixture.admin, NOW)(document);
  expect(asAdmin.errors).toBeUndefined();
});

test('an identity without a sub (API key, IAM) counts as no identity', async () => {
  const fixture = await makeFixture();
  const response = await graphqlAs(
    store(),
    { ...fixture.owner, sub: '' },
    NOW,
  )('query($uid: ID!) { userByUid(uid: $uid) { items { id } } }', {
    uid: '',
  });
  expectUnauthorized(response, 'userByUid', 'Query');
});

test('Admin is read from the cognito:groups claim when groups is absent', async () => {
  const fixture = await makeFixture();
  const viaClaims = {
    ...fixture.owner,
    groups: null,
    claims: { ...fixture.owner.claims, 'cognito:groups': [ADMIN_GROUP] },
  };
  const response = await graphqlAs(store(), viaClaims, NOW)('query { listCodes { items { id } } }');
  expect(response.errors).toBeUndefined();
});

/** Mutations that only remove her own data, kept here independently of OPERATIONS: they still run after erasure. */
const REMOVALS = new Set([
  'deleteMyData',
  'deleteMyHealthData',
  'withdrawPrizeDrawEntry',
  ...DIARY_KINDS.map((kind) => `delete${kind}`),
]);

test('once her erasure has begun, every mutation that would write her own data is refused', async () => {
  const fixture = await makeFixture();
  const asOwner = graphqlAs(store(), fixture.owner, NOW);
  expect((await asOwner('mutation { deleteMyData { deletedItems } }')).errors).toBeUndefined();

  const ownData = cases.filter(
    ({ parentTypeName, field }) =>
      parentTypeName === 'Mutation' && ['owner', 'recordOwner', 'self'].includes(EXPECTED[field.name]?.rule ?? ''),
  );
  expect(ownData.length).toBeGreaterThan(30);
  for (const { field } of ownData) {
    const response = await asOwner(documentFor('mutation', field), EXPECTED[field.name]!.args(fixture));
    if (REMOVALS.has(field.name)) expect(response.errors).toBeUndefined();
    else expectUnauthorized(response, field.name, 'Mutation');
  }
  expect(await allItemsOfUser(store(), fixture.owner.sub)).toEqual([]);
  expect(await store().profileAnswers.load(fixture.owner.sub)).toBeNull();
});
