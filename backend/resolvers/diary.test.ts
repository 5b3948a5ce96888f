import { randomUUID } from 'node:crypto';
import { recordKey, typeDate } from '@/backend/store/keys';
import { putIfAbsent } from '@/backend/store/records';
import { graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';

const store = useTestStore();

const NOW = new Date('2025-06-15T12:00:00Z');
const CREATE_STRESS = `mutation($input: CreateDiaryEntryInput!) { createStress(input: $input) { id uid username checked aLevel aScore aMonth reminder symptoms createdAt } }`;
const LIST_STRESS = `query($uid: ID!, $limit: Int, $nextToken: String, $sortDirection: ModelSortDirection, $filter: CheckedFilterInput) {
  stressByUid(uid: $uid, limit: $limit, nextToken: $nextToken, sortDirection: $sortDirection, filter: $filter) { items { id checked } nextToken } }`;

function newUser() {
  const identity = identityFor();
  return { identity, gql: graphqlAs(store(), identity, NOW) };
}

async function seedStress(gql: ReturnType<typeof graphqlAs>, days: string[]) {
  for (const checked of days) {
    const response = await gql(CREATE_STRESS, {
      input: { id: randomUUID(), checked, aLevel: 2, aMonth: Number(checked.slice(5, 7)) },
    });
    expect(response.errors).toBeUndefined();
  }
}

describe('diary records', () => {
  test('create stores the record for the caller, whatever she claims to be, with the score worked out by the server', async () => {
    const { identity, gql } = newUser();
    const id = randomUUID();
    const input = {
      id,
      checked: '2025-06-01',
      aLevel: 7,
      aScore: 5,
      aMonth: 6,
      reminder: '2025-06-08',
      stressSymptoms: ['OVERWHELMED', 'PALPITATIONS'],
    };
    const response = await gql(CREATE_STRESS, { input });
    expect(response).toEqual({
      data: {
        createStress: {
          id,
          uid: identity.sub,
          username: identity.username,
          checked: '2025-06-01',
          aLevel: 7,
          // 7 × 8 + 2 symptoms × 5: the client's 5 is ignored.
          aScore: 66,
          aMonth: 6,
          reminder: '2025-06-08',
          symptoms: ['OVERWHELMED', 'PALPITATIONS'],
          createdAt: NOW.toISOString(),
        },
      },
    });
  });

  test('repeating a create with the same id leaves one record and returns the first', async () => {
    const { identity, gql } = newUser();
    const id = randomUUID();
    await gql(CREATE_STRESS, { input: { id, checked: '2025-06-01', aLevel: 1, aMonth: 6 } });
    const repeat = await gql(CREATE_STRESS, { input: { id, checked: '2025-06-02', aLevel: 9, aMonth: 6 } });
    expect(repeat.data?.createStress).toMatchObject({ id, checked: '2025-06-01', aLevel: 1 });
    const list = await gql(LIST_STRESS, { uid: identity.sub });
    expect(list.data?.stressByUid).toEqual({ items: [{ id, checked: '2025-06-01' }], nextToken: null });
  });

  test('a create reusing another user’s id is refused and does not reveal her record', async () => {
    const first = newUser();
    const second = newUser();
    const id = randomUUID();
    await first.gql(CREATE_STRESS, { input: { id, checked: '2025-06-01', aLevel: 1, aMonth: 6 } });
    const response = await second.gql(CREATE_STRESS, { input: { id, checked: '2025-06-01', aLevel: 1, aMonth: 6 } });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access createStress on type Mutation',
    });
  });

  test('update changes only the fields sent, null clears an optional one, and the list follows a new date', async () => {
    const { identity, gql } = newUser();
    const id = randomUUID();
    await gql(CREATE_STRESS, {
      input: {
        id,
        checked: '2025-06-01',
        aLevel: 3,
        aMonth: 6,
        reminder: '2025-06-08',
        stressSymptoms: ['OVERWHELMED'],
      },
    });
    const updated = await gql(
      `mutation($input: UpdateDiaryEntryInput!) { updateStress(input: $input) { id checked aLevel aScore aMonth reminder symptoms updatedAt } }`,
      { input: { id, checked: '2025-05-20', reminder: null } },
    );
    expect(updated.data?.updateStress).toEqual({
      id,
      checked: '2025-05-20',
      aLevel: 3,
      aScore: 29,
      aMonth: 6,
      reminder: null,
      symptoms: ['OVERWHELMED'],
      updatedAt: NOW.toISOString(),
    });
    const may = await gql(LIST_STRESS, {
      uid: identity.sub,
      filter: { checkedFrom: '2025-05-01', checkedTo: '2025-05-31' },
    });
    expect(may.data?.stressByUid).toMatchObject({ items: [{ id, checked: '2025-05-20' }] });
  });

  test('the score follows an update of the level or the symptoms; an entry saved without symptoms has none', async () => {
    const { gql } = newUser();
    const id = randomUUID();
    const created = await gql(
      `mutation($input: CreateDiaryEntryInput!) { createFatigue(input: $input) { aScore symptoms } }`,
      {
        input: { id, checked: '2025-06-01', aLevel: 4, aMonth: 6 },
      },
    );
    expect(created.data?.createFatigue).toEqual({ aScore: 32, symptoms: [] });
    const update = `mutation($input: UpdateDiaryEntryInput!) { updateFatigue(input: $input) { aLevel aScore symptoms } }`;
    const more = await gql(update, {
      input: { id, energySymptoms: ['TIREDNESS', 'EXHAUSTION', 'LOW_MOTIVATION', 'MUSCLE_WEAKNESS', 'DAYTIME_NAPS'] },
    });
    expect(more.data?.updateFatigue).toMatchObject({ aLevel: 4, aScore: 32 + 4 * 5 });
    const lower = await gql(update, { input: { id, aLevel: 1, energySymptoms: null } });
    expect(lower.data?.updateFatigue).toEqual({ aLevel: 1, aScore: 8, symptoms: [] });
  });

  test('the symptom diaries keep their own lists: physical and menopause entries are stored and listed for her alone', async () => {
    const { identity, gql } = newUser();
    const physical = await gql(
      `mutation($input: CreateDiaryEntryInput!) { createPhysical(input: $input) { itemType aLevel aScore symptoms } }`,
      {
        input: {
          id: randomUUID(),
          checked: '2025-06-01',
          aLevel: 3,
          aMonth: 6,
          physicalSymptoms: ['DIZZINESS', 'SKIN_CHANGES'],
        },
      },
    );
    expect(physical.data?.createPhysical).toEqual({
      itemType: 'Physical',
      aLevel: 3,
      aScore: 34,
      symptoms: ['DIZZINESS', 'SKIN_CHANGES'],
    });
    const menopause = await gql(
      `mutation($input: CreateDiaryEntryInput!) { createMenopause(input: $input) { itemType symptoms } }`,
      { input: { id: randomUUID(), checked: '2025-06-02', aLevel: 8, aMonth: 6, menopauseSymptoms: ['BRAIN_FOG'] } },
    );
    expect(menopause.data?.createMenopause).toEqual({ itemType: 'Menopause', symptoms: ['BRAIN_FOG'] });
    const wrongList = await gql(`mutation($input: CreateDiaryEntryInput!) { createMenopause(input: $input) { id } }`, {
      input: { id: randomUUID(), checked: '2025-06-02', aLevel: 8, aMonth: 6, physicalSymptoms: ['HEADACHE'] },
    });
    expect(wrongList.errors?.[0]?.message).toContain('input.physicalSymptoms is not a field of a Menopause entry');

    const listed = await gql(`query($uid: ID!) { menopauseByUid(uid: $uid) { items { checked aLevel } } }`, {
      uid: identity.sub,
    });
    expect(listed.data?.menopauseByUid).toEqual({ items: [{ checked: '2025-06-02', aLevel: 8 }] });
    const physicalList = await newUser().gql(`query($uid: ID!) { physicalByUid(uid: $uid) { items { id } } }`, {
      uid: identity.sub,
    });
    expect(physicalList.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  test('a mood entry may carry PHQ-4 answers: the server works out the total; other kinds refuse them', async () => {
    const { identity, gql } = newUser();
    const CREATE_MOOD = `mutation($input: CreateDiaryEntryInput!) { createMood(input: $input) { aLevel phq4 phq4Total } }`;
    const base = { checked: '2025-06-01', aLevel: 6, aMonth: 6 };
    const withPhq4 = await gql(CREATE_MOOD, { input: { id: randomUUID(), ...base, phq4: [3, 2, 1, 0] } });
    expect(withPhq4.data?.createMood).toEqual({ aLevel: 6, phq4: [3, 2, 1, 0], phq4Total: 6 });
    const without = await gql(CREATE_MOOD, { input: { id: randomUUID(), ...base } });
    expect(without.data?.createMood).toEqual({ aLevel: 6, phq4: null, phq4Total: null });

    const tooHigh = await gql(CREATE_MOOD, { input: { id: randomUUID(), ...base, phq4: [0, 0, 0, 4] } });
    expect(tooHigh.errors?.[0]?.message).toContain('input.phq4.3 must be a whole number from 0 to 3');
    const tooFew = await gql(CREATE_MOOD, { input: { id: randomUUID(), ...base, phq4: [1, 1, 1] } });
    expect(tooFew.errors?.[0]?.message).toContain('input.phq4 must be four answers');
    const onStress = await gql(`mutation($input: CreateDiaryEntryInput!) { createStress(input: $input) { id } }`, {
      input: { id: randomUUID(), ...base, phq4: [1, 1, 1, 1] },
    });
    expect(onStress.errors?.[0]?.message).toContain('input.phq4 is not a field of a Stress entry');

    const listed = await gql(`query($uid: ID!) { moodByUid(uid: $uid) { items { phq4 phq4Total } } }`, {
      uid: identity.sub,
    });
    expect(listed.data?.moodByUid).toMatchObject({
      items: expect.arrayContaining([{ phq4: [3, 2, 1, 0], phq4Total: 6 }]),
    });
    const other = await newUser().gql(`query($uid: ID!) { moodByUid(uid: $uid) { items { phq4 } } }`, {
      uid: identity.sub,
    });
    expect(other.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  test('an entry stored before symptoms were recorded reads as having none, and takes them on update', async () => {
    const { identity, gql } = newUser();
    const id = randomUUID();
    const old = {
      id,
      itemType: 'Mood',
      uid: identity.sub,
      username: identity.username,
      checked: '2025-05-01',
      aLevel: 2,
      aScore: 40,
      aMonth: 5,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    };
    await putIfAbsent(store(), { ...old, ...recordKey('Mood', id), typeDate: typeDate('Mood', old.checked, id) });
    const list = await gql(`query($uid: ID!) { moodByUid(uid: $uid) { items { id aScore symptoms } } }`, {
      uid: identity.sub,
    });
    expect(list.data?.moodByUid).toMatchObject({ items: [{ id, aScore: 40, symptoms: [] }] });
    const updated = await gql(
      `mutation($input: UpdateDiaryEntryInput!) { updateMood(input: $input) { aScore symptoms } }`,
      { input: { id, moodSymptoms: ['LOW'] } },
    );
    expect(updated.data?.updateMood).toEqual({ aScore: 2 * 8 + 5, symptoms: ['LOW'] });
  });

  test('update of a missing record is NotFound; delete is idempotent', async () => {
    const { identity, gql } = newUser();
    const missing = await gql(`mutation($input: UpdateDiaryEntryInput!) { updateSleep(input: $input) { id } }`, {
      input: { id: randomUUID(), aLevel: 1 },
    });
    expect(missing.errors?.[0]?.errorType).toBe('NotFound');

    const id = randomUUID();
    await gql(`mutation($input: CreateDiaryEntryInput!) { createSleep(input: $input) { id } }`, {
      input: { id, checked: '2025-06-01', aLevel: 1, aMonth: 6 },
    });
    const remove = `mutation($id: ID!) { deleteSleep(input: { id: $id }) { id } }`;
    expect((await gql(remove, { id })).data).toEqual({ deleteSleep: { id } });
    expect(await gql(remove, { id })).toEqual({ data: { deleteSleep: null } });
    const list = await gql(`query($uid: ID!) { sleepByUid(uid: $uid) { items { id } } }`, { uid: identity.sub });
    expect(list.data?.sleepByUid).toEqual({ items: [] });
  });

  test('observations keep typed breast findings and symptom lists', async () => {
    const { identity, gql } = newUser();
    const id = randomUUID();
    const input = {
      id,
      checked: '2025-06-14T19:30:00+01:00',
      cMonth: 6,
      cDuration: 10,
      cLength: 28,
      pLength: 5,
      score: 3,
      bLeft: [{ kind: 'LUMP', severity: 4, location: 'UPPER_OUTER', note: 'Pea-sized' }],
      aMood: 4,
      mood: ['ANXIOUS'],
      menopausal: ['HOT_FLUSHES', 'NIGHT_SWEATS'],
    };
    const created = await gql(
      `mutation($input: CreateObservationInput!) { createObservation(input: $input) {
        checked score bLeft { kind severity location note } bRight { kind } mood sleep menopausal } }`,
      { input },
    );
    expect(created).toEqual({
      data: {
        createObservation: {
          checked: '2025-06-14T18:30:00.000Z',
          score: 3,
          bLeft: [{ kind: 'LUMP', severity: 4, location: 'UPPER_OUTER', note: 'Pea-sized' }],
          bRight: [],
          mood: ['ANXIOUS'],
          sleep: [],
          menopausal: ['HOT_FLUSHES', 'NIGHT_SWEATS'],
        },
      },
    });
    const list = await gql(`query($uid: ID!) { observationByUid(uid: $uid) { items { id } } }`, { uid: identity.sub });
    expect(list.data?.observationByUid).toEqual({ items: [{ id }] });
  });
});

describe('findings on the breast map', () => {
  const FIELDS =
    'id checked periodStart noPeriods bLeft { id kind severity location clock distanceCm sizeMm feel status note } bRight { id location }';

  test('a finding keeps its map position, size, feel and status, and can be read back by id', async () => {
    const { gql } = newUser();
    const id = randomUUID();
    const findingId = randomUUID();
    const lump = {
      id: findingId,
      kind: 'LUMP',
      severity: 3,
      location: 'UPPER_INNER',
      clock: 2,
      distanceCm: 3,
      sizeMm: 8,
      feel: 'HARD',
      status: 'NEW',
      note: 'Pea-sized',
    };
    const created = await gql(
      `mutation($input: CreateObservationInput!) { createObservation(input: $input) { ${FIELDS} } }`,
      {
        input: {
          id,
          checked: '2025-06-14T09:00:00Z',
          cMonth: 6,
          score: 3,
          periodStart: '2025-06-01',
          bLeft: [lump],
          bRight: [{ kind: 'SWELLING', severity: 1, location: 'ARMPIT' }],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const read = await gql(`query($id: ID!) { getObservation(id: $id) { ${FIELDS} } }`, { id });
    expect(read.data?.getObservation).toEqual({
      id,
      checked: '2025-06-14T09:00:00.000Z',
      periodStart: '2025-06-01',
      noPeriods: null,
      bLeft: [lump],
      bRight: [{ id: null, location: 'ARMPIT' }],
    });
  });

  test('getObservation returns null for an id she has no record under', async () => {
    const { gql } = newUser();
    expect(await gql(`query($id: ID!) { getObservation(id: $id) { id } }`, { id: randomUUID() })).toEqual({
      data: { getObservation: null },
    });
  });

  test('a record without periods keeps the reason; records made before the map still read', async () => {
    const { gql } = newUser();
    const id = randomUUID();
    await gql(`mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }`, {
      input: {
        id,
        checked: '2025-06-14T09:00:00Z',
        cMonth: 6,
        score: 1,
        noPeriods: 'MENOPAUSE',
        bLeft: [{ kind: 'PAIN', severity: 2, location: 'UPPER_OUTER' }],
      },
    });
    const read = await gql(`query($id: ID!) { getObservation(id: $id) { ${FIELDS} } }`, { id });
    expect(read.data?.getObservation).toMatchObject({
      noPeriods: 'MENOPAUSE',
      periodStart: null,
      bLeft: [{ id: null, kind: 'PAIN', location: 'UPPER_OUTER', clock: null, distanceCm: null, status: null }],
    });
  });
});

describe('validation', () => {
  const createObservation = `mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }`;

  test.each([
    [{ aLevel: 11 }, 'input.aLevel must be a whole number from 0 to 10'],
    [{ aMonth: 13 }, 'input.aMonth must be a whole number from 1 to 12'],
    [{ checked: '2025-06-16' }, 'input.checked must not be in the future'],
    [{ reminder: '2025-06-08+01:00' }, 'input.reminder must be a date (YYYY-MM-DD)'],
    [{ aScore: 101 }, 'input.aScore must be a whole number from 0 to 100'],
    [{ sleepSymptoms: ['NIGHT_SWEATS'] }, 'input.sleepSymptoms is not a field of a Stress entry'],
    [{ stressSymptoms: ['OVERWHELMED', 'OVERWHELMED'] }, 'input.stressSymptoms must not repeat a value'],
    [{ id: 'not-a-uuid' }, 'input.id must be a UUID chosen by the client'],
  ])('a diary entry with %j is refused: %s', async (change, message) => {
    const { gql } = newUser();
    const response = await gql(CREATE_STRESS, {
      input: { id: randomUUID(), checked: '2025-06-01', aLevel: 2, aMonth: 6, ...change },
    });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.errorType).toBe('ValidationError');
    expect(response.errors?.[0]?.message).toContain(message);
  });

  test.each([
    [{ score: -1 }, 'input.score must be a whole number from 0 to 10'],
    [{ checked: '2025-06-15T13:00:00Z' }, 'input.checked must not be in the future'],
    [{ cLength: 90 }, 'input.cLength must be a whole number from 15 to 60'],
    [{ mood: ['LOW', 'LOW'] }, 'input.mood must not repeat a value'],
    [{ bRight: [{ kind: 'PAIN', severity: 0 }] }, 'input.bRight.0.severity must be a whole number from 1 to 5'],
    [{ bRight: [{ kind: 'PAIN', severity: 6 }] }, 'input.bRight.0.severity must be a whole number from 1 to 5'],
    [
      { bLeft: [{ kind: 'LUMP', severity: 2, clock: 13, distanceCm: 3 }] },
      'input.bLeft.0.clock must be a whole number from 1 to 12',
    ],
    [
      { bLeft: [{ kind: 'LUMP', severity: 2, clock: 2, distanceCm: 16 }] },
      'input.bLeft.0.distanceCm must be a whole number from 0 to 15',
    ],
    [
      { bLeft: [{ kind: 'LUMP', severity: 2, clock: 2 }] },
      'input.bLeft.0.clock must give clock and distanceCm together',
    ],
    [
      { bLeft: [{ kind: 'SWELLING', severity: 2, location: 'ARMPIT', clock: 3, distanceCm: 2 }] },
      'input.bLeft.0.clock must not give a clock position for the armpit or the whole breast',
    ],
    [
      { bLeft: [{ kind: 'LUMP', severity: 2, sizeMm: 0 }] },
      'input.bLeft.0.sizeMm must be a whole number from 1 to 100',
    ],
    [
      { bLeft: [{ kind: 'LUMP', severity: 2, note: 'x'.repeat(501) }] },
      'input.bLeft.0.note must be at most 500 characters',
    ],
    [{ periodStart: '2025-06-16' }, 'input.periodStart must not be after the day of the check'],
    [
      { periodStart: '2025-06-01', noPeriods: 'MENOPAUSE' },
      'input.noPeriods must not give both a period start and a reason for no periods',
    ],
    [
      {
        bLeft: [{ id: '0b0d8f0e-52a4-4a57-9d44-0f1c8d5f6a11', kind: 'LUMP', severity: 2 }],
        bRight: [{ id: '0b0d8f0e-52a4-4a57-9d44-0f1c8d5f6a11', kind: 'PAIN', severity: 2 }],
      },
      'input.bLeft must not list the same finding twice',
    ],
    [{ dob: '2015-01-01' }, 'input.dob must be a date of birth for an age from 18 to 120'],
  ])('an observation with %j is refused: %s', async (change, message) => {
    const { gql } = newUser();
    const response = await gql(createObservation, {
      input: { id: randomUUID(), checked: '2025-06-15T11:00:00Z', cMonth: 6, score: 0, ...change },
    });
    expect(response.errors?.[0]).toMatchObject({ errorType: 'ValidationError', path: ['createObservation'] });
    expect(response.errors?.[0]?.message).toContain(message);
  });

  test('AppSync scalar formats are checked before any resolver runs', async () => {
    const { gql } = newUser();
    const response = await gql(CREATE_STRESS, {
      input: { id: randomUUID(), checked: '15/06/2025', aLevel: 2, aMonth: 6 },
    });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({ errorType: 'ValidationError', path: null });
    expect(response.errors?.[0]?.message).toMatch(/input\.checked.*AWSDate/);
  });

  test('itemType, when given, must name the list’s own type', async () => {
    const { identity, gql } = newUser();
    const response = await gql(`query($uid: ID!) { moodByUid(uid: $uid, itemType: "Stress") { items { id } } }`, {
      uid: identity.sub,
    });
    expect(response.errors?.[0]?.message).toContain('itemType must be Mood for this query');
  });
});

describe('her UK day late on a summer night (23:30 UTC on 1 June is 2 June in the UK)', () => {
  const LATE = new Date('2026-06-01T23:30:00Z');
  const CREATE_OBSERVATION = `mutation($input: CreateObservationInput!) { createObservation(input: $input) { id periodStart } }`;
  const LIST_OBSERVATIONS = `query($uid: ID!, $filter: CheckedFilterInput) {
    observationByUid(uid: $uid, filter: $filter) { items { id checked } } }`;
  const at = (now: Date) => {
    const identity = identityFor();
    return { identity, gql: graphqlAs(store(), identity, now) };
  };
  const stressOn = (checked: string) => ({ input: { id: randomUUID(), checked, aLevel: 2, aMonth: 6 } });

  test('a diary entry dated her UK today is kept; the day after is refused', async () => {
    const { gql } = at(LATE);
    expect((await gql(CREATE_STRESS, stressOn('2026-06-02'))).errors).toBeUndefined();
    const tomorrow = await gql(CREATE_STRESS, stressOn('2026-06-03'));
    expect(tomorrow.errors?.[0]?.message).toContain('input.checked must not be in the future');
  });

  test('earlier that day, the next UK day is still the future', async () => {
    const { gql } = at(new Date('2026-06-01T10:00:00Z'));
    const tomorrow = await gql(CREATE_STRESS, stressOn('2026-06-02'));
    expect(tomorrow.errors?.[0]?.message).toContain('input.checked must not be in the future');
  });

  test('in winter the UK day is the UTC day', async () => {
    const { gql } = at(new Date('2026-01-15T23:30:00Z'));
    const tomorrow = await gql(CREATE_STRESS, {
      input: { id: randomUUID(), checked: '2026-01-16', aLevel: 2, aMonth: 1 },
    });
    expect(tomorrow.errors?.[0]?.message).toContain('input.checked must not be in the future');
  });

  test('a check sent by a phone 4 minutes fast just before midnight is stored at the API time, on her UK day', async () => {
    const { gql } = at(new Date('2026-10-25T23:58:00Z'));
    const input = { id: randomUUID(), checked: '2026-10-26T00:02:00Z', cMonth: 10, score: 0 };
    const response = await gql(
      `mutation($input: CreateObservationInput!) { createObservation(input: $input) { checked } }`,
      {
        input,
      },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.createObservation).toEqual({ checked: '2026-10-25T23:58:00.000Z' });
  });

  test('a period that started on the UK day of the check is not after it', async () => {
    const { gql } = at(LATE);
    const input = { id: randomUUID(), checked: '2026-06-01T23:20:00Z', cMonth: 6, score: 0, periodStart: '2026-06-02' };
    const response = await gql(CREATE_OBSERVATION, { input });
    expect(response.errors).toBeUndefined();
    expect(response.data?.createObservation).toEqual({ id: input.id, periodStart: '2026-06-02' });
  });

  test('a day filter on checks means her UK day, not the UTC date of the instant', async () => {
    const { identity, gql } = at(new Date('2026-06-03T12:00:00Z'));
    const checks = ['2026-05-31T23:30:00Z', '2026-06-01T12:00:00Z', '2026-06-01T23:30:00Z'];
    for (const checked of checks) {
      const response = await gql(CREATE_OBSERVATION, { input: { id: randomUUID(), checked, cMonth: 6, score: 0 } });
      expect(response.errors).toBeUndefined();
    }
    const june1 = await gql(LIST_OBSERVATIONS, {
      uid: identity.sub,
      filter: { checkedFrom: '2026-06-01', checkedTo: '2026-06-01' },
    });
    const listed = (june1.data?.observationByUid as { items: { checked: string }[] }).items.map((i) => i.checked);
    expect(listed.sort()).toEqual(['2026-05-31T23:30:00.000Z', '2026-06-01T12:00:00.000Z']);
  });
});

describe('lists', () => {
  const days = Array.from({ length: 25 }, (_, i) => `2025-05-${String(i + 1).padStart(2, '0')}`);

  test('pages through every record once, newest first by default, 20 to a page', async () => {
    const { identity, gql } = newUser();
    await seedStress(gql, days);
    const first = await gql(LIST_STRESS, { uid: identity.sub });
    const firstPage = first.data?.stressByUid as { items: { checked: string }[]; nextToken: string };
    expect(firstPage.items).toHaveLength(20);
    expect(firstPage.items[0]?.checked).toBe('2025-05-25');
    const second = await gql(LIST_STRESS, { uid: identity.sub, nextToken: firstPage.nextToken });
    const secondPage = second.data?.stressByUid as { items: { checked: string }[]; nextToken: string | null };
    expect([...firstPage.items, ...secondPage.items].map((item) => item.checked)).toEqual([...days].reverse());
  });

  test('ASC sorts oldest first; limit sets the page size from 1 to 100 and anything else is refused', async () => {
    const { identity, gql } = newUser();
    await seedStress(gql, days.slice(0, 5));
    const asc = await gql(LIST_STRESS, { uid: identity.sub, sortDirection: 'ASC', limit: 3 });
    expect((asc.data?.stressByUid as { items: { checked: string }[] }).items.map((i) => i.checked)).toEqual(
      days.slice(0, 3),
    );
    const most = await gql(LIST_STRESS, { uid: identity.sub, limit: 100 });
    expect((most.data?.stressByUid as { items: unknown[] }).items).toHaveLength(5);
    const big = await gql(LIST_STRESS, { uid: identity.sub, limit: 101 });
    expect(big.data).toBeNull();
    expect(big.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringContaining('limit must be a whole number from 1 to 100'),
    });
    const zero = await gql(LIST_STRESS, { uid: identity.sub, limit: 0 });
    expect(zero.errors?.[0]?.message).toContain('limit must be a whole number from 1 to 100');
  });

  test('filters by an inclusive date range', async () => {
    const { identity, gql } = newUser();
    await seedStress(gql, ['2025-04-30', '2025-05-01', '2025-05-31', '2025-06-01']);
    const may = await gql(LIST_STRESS, {
      uid: identity.sub,
      sortDirection: 'ASC',
      filter: { checkedFrom: '2025-05-01', checkedTo: '2025-05-31' },
    });
    expect((may.data?.stressByUid as { items: { checked: string }[] }).items.map((i) => i.checked)).toEqual([
      '2025-05-01',
      '2025-05-31',
    ]);
    const fromJune = await gql(LIST_STRESS, { uid: identity.sub, filter: { checkedFrom: '2025-06-01' } });
    expect((fromJune.data?.stressByUid as { items: unknown[] }).items).toHaveLength(1);
    const backwards = await gql(LIST_STRESS, {
      uid: identity.sub,
      filter: { checkedFrom: '2025-06-01', checkedTo: '2025-05-01' },
    });
    expect(backwards.errors?.[0]?.message).toContain('filter.checkedTo must not be before checkedFrom');
  });

  test('lists hold only the caller’s own type of record', async () => {
    const { identity, gql } = newUser();
    await seedStress(gql, ['2025-05-01']);
    const moods = await gql(`query($uid: ID!) { moodByUid(uid: $uid) { items { id } } }`, { uid: identity.sub });
    expect(moods.data?.moodByUid).toEqual({ items: [] });
  });
});

describe('page tokens', () => {
  async function firstToken() {
    const user = newUser();
    await seedStress(user.gql, ['2025-05-01', '2025-05-02', '2025-05-03']);
    const page = await user.gql(LIST_STRESS, { uid: user.identity.sub, limit: 1 });
    return { ...user, token: (page.data?.stressByUid as { nextToken: string }).nextToken };
  }

  const expectBadToken = (response: Awaited<ReturnType<ReturnType<typeof graphqlAs>>>) => {
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      message: expect.stringContaining('nextToken is not valid'),
    });
  };

  test('a tampered token is refused clearly', async () => {
    const { identity, gql, token } = await firstToken();
    const [payload, signature] = token.split('.') as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { k: Record<string, string> };
    decoded.k.typeDate = 'Stress#2099';
    const edited = `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
    expectBadToken(await gql(LIST_STRESS, { uid: identity.sub, nextToken: edited }));
    expectBadToken(await gql(LIST_STRESS, { uid: identity.sub, nextToken: 'garbage' }));
    expectBadToken(await gql(LIST_STRESS, { uid: identity.sub, nextToken: `${payload}.${'A'.repeat(43)}` }));
  });

  test('a token only works for the query that made it', async () => {
    const { identity, gql, token } = await firstToken();
    expectBadToken(await gql(LIST_STRESS, { uid: identity.sub, nextToken: token, sortDirection: 'ASC' }));
    expectBadToken(
      await gql(`query($uid: ID!, $t: String) { moodByUid(uid: $uid, nextToken: $t) { items { id } } }`, {
        uid: identity.sub,
        t: token,
      }),
    );
    const thief = newUser();
    expectBadToken(await thief.gql(LIST_STRESS, { uid: thief.identity.sub, nextToken: token }));
  });
});

describe('a diary entry read by id and edited', () => {
  const LATER = new Date('2025-06-15T12:30:00Z');
  const GET_MOOD = `query($id: ID!) { getMood(id: $id) { id aLevel aScore symptoms phq4 phq4Total updatedAt } }`;
  const UPDATE_MOOD = `mutation($input: UpdateDiaryEntryInput!) { updateMood(input: $input) { aLevel aScore phq4 phq4Total updatedAt } }`;

  async function createdMood() {
    const { identity, gql } = newUser();
    const id = randomUUID();
    await gql(`mutation($input: CreateDiaryEntryInput!) { createMood(input: $input) { id } }`, {
      input: { id, checked: '2025-06-01', aLevel: 6, aMonth: 6, moodSymptoms: ['LOW'], phq4: [3, 2, 1, 0] },
    });
    return { id, gql, later: graphqlAs(store(), identity, LATER) };
  }

  test('get answers her own entry, null for a missing id, and refuses anyone else', async () => {
    const { id, gql } = await createdMood();
    expect((await gql(GET_MOOD, { id })).data?.getMood).toEqual({
      id,
      aLevel: 6,
      aScore: 6 * 8 + 5,
      symptoms: ['LOW'],
      phq4: [3, 2, 1, 0],
      phq4Total: 6,
      updatedAt: NOW.toISOString(),
    });
    expect(await gql(GET_MOOD, { id: randomUUID() })).toEqual({ data: { getMood: null } });
    // Another kind's query does not find a Mood entry under the same id.
    expect(await gql(`query($id: ID!) { getStress(id: $id) { id } }`, { id })).toEqual({ data: { getStress: null } });
    expect((await newUser().gql(GET_MOOD, { id })).errors?.[0]?.errorType).toBe('Unauthorized');
  });

  test('an update with the updatedAt she read is saved and rescored; a stale one is a Conflict that changes nothing', async () => {
    const { id, gql, later } = await createdMood();
    const read = NOW.toISOString();
    const saved = await later(UPDATE_MOOD, { input: { id, expectedUpdatedAt: read, aLevel: 2, phq4: [0, 0, 1, 1] } });
    expect(saved.data?.updateMood).toEqual({
      aLevel: 2,
      aScore: 2 * 8 + 5,
      phq4: [0, 0, 1, 1],
      phq4Total: 2,
      updatedAt: LATER.toISOString(),
    });
    const stale = await gql(UPDATE_MOOD, { input: { id, expectedUpdatedAt: read, aLevel: 9 } });
    expect(stale.errors?.[0]).toMatchObject({ errorType: 'Conflict', path: ['updateMood'] });
    expect((await gql(GET_MOOD, { id })).data?.getMood).toMatchObject({ aLevel: 2 });
  });

  test('the same update sent again after it was saved is answered with the entry as stored; another stale one is a Conflict', async () => {
    const { id, gql, later } = await createdMood();
    // The app stopped waiting for the first save and she saved again: the same change, from the same revision.
    const input = { id, expectedUpdatedAt: NOW.toISOString(), aLevel: 2, phq4: [0, 0, 1, 1] };
    const first = await later(UPDATE_MOOD, { input });
    expect(first.errors).toBeUndefined();
    // Sent at NOW: a write would have made NOW its updatedAt, so the first save's LATER shows nothing was written.
    expect(await gql(UPDATE_MOOD, { input })).toEqual({ data: { updateMood: first.data?.updateMood } });
    const different = await gql(UPDATE_MOOD, { input: { ...input, phq4: [0, 0, 1, 2] } });
    expect(different.errors?.[0]).toMatchObject({ errorType: 'Conflict', path: ['updateMood'] });
    expect((await gql(GET_MOOD, { id })).data?.getMood).toMatchObject({ aLevel: 2, phq4Total: 2 });
  });

  test('PHQ-4 answers removed by an update take their total with them; other kinds still refuse them', async () => {
    const { id, later } = await createdMood();
    const cleared = await later(UPDATE_MOOD, { input: { id, phq4: null } });
    expect(cleared.data?.updateMood).toMatchObject({ phq4: null, phq4Total: null });
    const onSleep = await later(`mutation($input: UpdateDiaryEntryInput!) { updateSleep(input: $input) { id } }`, {
      input: { id: randomUUID(), phq4: [1, 1, 1, 1] },
    });
    expect(onSleep.errors?.[0]?.message).toContain('input.phq4 is not a field of a Sleep entry');
  });
});

describe('updating an observation she read earlier', () => {
  const CREATE = `mutation($input: CreateObservationInput!) { createObservation(input: $input) { id updatedAt } }`;
  const UPDATE = `mutation($input: UpdateObservationInput!) { updateObservation(input: $input) { id score periodStart updatedAt } }`;
  const LATER = new Date('2025-06-15T12:30:00Z');

  async function created() {
    const { identity, gql } = newUser();
    const id = randomUUID();
    const response = await gql(CREATE, { input: { id, checked: '2025-06-10T09:00:00Z', cMonth: 6, score: 0 } });
    const read = String(
      response.data?.createObservation && (response.data.createObservation as { updatedAt: string }).updatedAt,
    );
    return { id, read, gql, later: graphqlAs(store(), identity, LATER) };
  }

  test('an update carrying the updatedAt she read is saved and returns the new one', async () => {
    const { id, read, later } = await created();
    const response = await later(UPDATE, { input: { id, expectedUpdatedAt: read, score: 3 } });
    expect(response.data?.updateObservation).toEqual({
      id,
      score: 3,
      periodStart: null,
      updatedAt: LATER.toISOString(),
    });
  });

  test('an update from a stale read is a Conflict and changes nothing', async () => {
    const { id, read, gql, later } = await created();
    expect((await later(UPDATE, { input: { id, expectedUpdatedAt: read, score: 3 } })).errors).toBeUndefined();
    const stale = await gql(UPDATE, { input: { id, expectedUpdatedAt: read, score: 7 } });
    expect(stale.errors?.[0]).toMatchObject({ errorType: 'Conflict', path: ['updateObservation'] });
    const stored = await gql(`query($id: ID!) { getObservation(id: $id) { score } }`, { id });
    expect(stored.data?.getObservation).toEqual({ score: 3 });
  });

  test('a check’s edit repeated after it was saved, findings and all, is answered as saved without a write', async () => {
    const { id, read, gql, later } = await created();
    const lump = { id: randomUUID(), kind: 'LUMP', severity: 3, location: 'UPPER_OUTER', clock: 2, distanceCm: 3 };
    const input = { id, expectedUpdatedAt: read, score: 3, bLeft: [lump], bRight: [] };
    expect((await later(UPDATE, { input })).errors).toBeUndefined();
    expect((await gql(UPDATE, { input })).data?.updateObservation).toEqual({
      id,
      score: 3,
      periodStart: null,
      updatedAt: LATER.toISOString(),
    });
    const moved = await gql(UPDATE, { input: { ...input, bLeft: [{ ...lump, clock: 3 }] } });
    expect(moved.errors?.[0]).toMatchObject({ errorType: 'Conflict', path: ['updateObservation'] });
  });

  test('a period start sent alone is checked against the stored day of the check', async () => {
    const { id, later } = await created();
    const after = await later(UPDATE, { input: { id, periodStart: '2025-06-12' } });
    expect(after.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(after.errors?.[0]?.message).toContain('input.periodStart must not be after the day of the check');
    const before = await later(UPDATE, { input: { id, periodStart: '2025-06-01' } });
    expect(before.data?.updateObservation).toMatchObject({ periodStart: '2025-06-01' });
  });
});
