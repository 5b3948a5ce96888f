import { randomUUID } from 'node:crypto';
import { useDataTestStack } from '@/local/test-support';
import { addDays } from '@/lib/trends';
import { createCheckIn, loadAllCheckIns, loadCheckIns, loadChecksForTrends } from './check-ins';

/** lib/data against the local stack's real /graphql; only the request-scoped client is replaced. */
jest.mock('./client', () => jest.requireActual('@/local/test-support').dataTestClientModule);
jest.setTimeout(60_000);

const data = useDataTestStack();
const newWoman = () => data.newMember('check-in');

const today = new Date().toISOString().slice(0, 10);

test('a check-in is saved once whatever the retries, with the server’s score, and answers with what was stored', async () => {
  const session = await newWoman();
  const id = randomUUID();
  const entry = { level: 6, symptoms: ['LOW', 'TEARFUL', 'LOW'], checked: today };
  const [first, second] = await Promise.all([
    createCheckIn('mood', id, entry, today),
    createCheckIn('mood', id, entry, today),
  ]);
  expect(second).toEqual(first);
  expect(first).toEqual({
    id,
    kind: 'mood',
    checked: today,
    aLevel: 6,
    aScore: 6 * 8 + 2 * 5,
    symptoms: ['LOW', 'TEARFUL'],
  });
  expect(await loadCheckIns(session, 'mood')).toEqual({ ok: true, value: [first] });
});

test('the symptom diaries are saved and read as their own kinds, never among the wellbeing check-ins', async () => {
  const session = await newWoman();
  const physical = await createCheckIn(
    'physical',
    randomUUID(),
    { level: 4, symptoms: ['HEADACHE', 'BLOATING'], checked: addDays(today, -1) },
    today,
  );
  const menopause = await createCheckIn(
    'menopause',
    randomUUID(),
    { level: 7, symptoms: ['HOT_FLUSHES'], checked: today },
    today,
  );
  expect(physical).toMatchObject({ kind: 'physical', aLevel: 4, symptoms: ['HEADACHE', 'BLOATING'] });
  expect(menopause).toMatchObject({ kind: 'menopause', aLevel: 7, symptoms: ['HOT_FLUSHES'] });
  expect(await loadCheckIns(session, 'physical')).toEqual({ ok: true, value: [physical] });
  expect(await loadCheckIns(session, 'menopause')).toEqual({ ok: true, value: [menopause] });
  const wellbeing = await loadAllCheckIns(session);
  expect(wellbeing.ok && Object.keys(wellbeing.value)).toEqual(['stress', 'sleep', 'mood', 'fatigue']);
  expect(wellbeing.ok && Object.values(wellbeing.value).flat()).toEqual([]);
});

test('a future day is refused before anything is sent', async () => {
  await newWoman();
  await expect(
    createCheckIn('stress', randomUUID(), { level: 1, symptoms: [], checked: addDays(today, 1) }, today),
  ).rejects.toThrow(RangeError);
});

test('every page within the range is read, oldest first, and nothing outside it', async () => {
  const session = await newWoman();
  const days = Array.from({ length: 230 }, (_, index) => addDays(today, -index));
  for (let start = 0; start < days.length; start += 20) {
    await Promise.all(
      days
        .slice(start, start + 20)
        .map((day) => createCheckIn('sleep', randomUUID(), { level: 3, symptoms: [], checked: day }, today)),
    );
  }
  const all = await loadCheckIns(session, 'sleep');
  expect(all.ok && all.value.length).toBe(230);
  expect(all.ok && all.value.map((entry) => entry.checked)).toEqual([...days].reverse());
  const recent = await loadCheckIns(session, 'sleep', { from: addDays(today, -149), to: today });
  expect(recent.ok && recent.value.length).toBe(150);
  const kinds = await loadAllCheckIns(session, { from: addDays(today, -9) });
  expect(
    kinds.ok && Object.fromEntries(Object.entries(kinds.value).map(([kind, list]) => [kind, list.length])),
  ).toEqual({ stress: 0, sleep: 10, mood: 0, fatigue: 0 });
});

test('self-checks give their days, findings and periods (each period once) for the charts', async () => {
  const session = await newWoman();
  const PAIN_ID = randomUUID();
  const check = (day: string, periodStart: string, pLength: number | null, severity?: number, status: string = 'NEW') =>
    fetch(`${data.stack().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: session.accessToken },
      body: JSON.stringify({
        query: 'mutation($input: CreateObservationInput!) { createObservation(input: $input) { id } }',
        variables: {
          input: {
            id: randomUUID(),
            checked: `${day}T09:00:00Z`,
            cMonth: Number(day.slice(5, 7)),
            score: severity ? 2 : 0,
            periodStart,
            pLength,
            bLeft: severity ? [{ id: PAIN_ID, kind: 'PAIN', severity, status }] : [],
          },
        },
      }),
    });
  await check(addDays(today, -40), addDays(today, -47), 5, 2);
  await check(addDays(today, -12), addDays(today, -19), null);
  await check(addDays(today, -11), addDays(today, -19), null, 3, 'GONE');
  const result = await loadChecksForTrends(session, { from: addDays(today, -30), to: today });
  expect(result).toEqual({
    ok: true,
    value: {
      checks: [
        expect.objectContaining({ day: addDays(today, -12), bLeft: [] }),
        // Her answer and the finding's id come with it, so the charts can leave out pain she said was gone and
        // follow it from check to check.
        expect.objectContaining({
          id: expect.any(String),
          day: addDays(today, -11),
          bLeft: [{ id: PAIN_ID, kind: 'PAIN', severity: 3, status: 'GONE' }],
        }),
      ],
      periods: [{ start: addDays(today, -19), lengthDays: 5 }],
    },
  });
});
