import { randomUUID } from 'node:crypto';
import { useDataTestStack } from '@/local/test-support';
import { addDays } from '@/lib/trends';
import { deleteCheckIn, loadCheckIn, updateCheckIn } from './check-in-entries';
import { createCheckIn, loadCheckIns } from './check-ins';

/** lib/data against the local stack's real /graphql; only the request-scoped client is replaced. */
jest.mock('./client', () => jest.requireActual('@/local/test-support').dataTestClientModule);
jest.setTimeout(60_000);

const data = useDataTestStack();
const newWoman = () => data.newMember('check-in-edit');

const today = new Date().toISOString().slice(0, 10);

test('an entry is read by id with its revision, changed with it, and listed as changed', async () => {
  const session = await newWoman();
  const id = randomUUID();
  await createCheckIn('stress', id, { level: 7, symptoms: ['OVERWHELMED'], checked: today }, today);
  const read = await loadCheckIn(session, 'stress', id);
  if (!read.ok || !read.value) throw new Error('not read');
  expect(read.value).toMatchObject({ id, kind: 'stress', aLevel: 7, symptoms: ['OVERWHELMED'] });

  const yesterday = addDays(today, -1);
  const changed = await updateCheckIn(
    'stress',
    id,
    { level: 2, symptoms: [], checked: yesterday },
    read.value.updatedAt,
    today,
  );
  expect(changed).toEqual({
    id,
    kind: 'stress',
    checked: yesterday,
    aLevel: 2,
    aScore: 2 * 8,
    symptoms: [],
    updatedAt: expect.any(String),
  });
  const { updatedAt: _revision, ...listed } = changed;
  expect(await loadCheckIns(session, 'stress')).toEqual({ ok: true, value: [listed] });
  // The kind is part of the record: the same id is not a sleep entry.
  expect(await loadCheckIn(session, 'sleep', id)).toEqual({ ok: true, value: null });
});

test('an edit from a stale read is a conflict and changes nothing', async () => {
  const session = await newWoman();
  const id = randomUUID();
  await createCheckIn('physical', id, { level: 4, symptoms: ['HEADACHE'], checked: today }, today);
  const read = await loadCheckIn(session, 'physical', id);
  if (!read.ok || !read.value) throw new Error('not read');
  const stale = read.value.updatedAt;
  // updatedAt has millisecond precision: make sure the first save lands on a later one.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await updateCheckIn('physical', id, { level: 5, symptoms: [], checked: today }, stale, today);
  await expect(
    updateCheckIn('physical', id, { level: 9, symptoms: [], checked: today }, stale, today),
  ).rejects.toMatchObject({ kind: 'conflict', operation: 'UpdatePhysical' });
  expect(await loadCheckIn(session, 'physical', id)).toMatchObject({ ok: true, value: { aLevel: 5 } });
});

test('a mood entry’s PHQ-4 is changed or removed through the edit, and scored by the server', async () => {
  const session = await newWoman();
  const id = randomUUID();
  await createCheckIn('mood', id, { level: 6, symptoms: ['LOW'], checked: today, phq4: [3, 3, 3, 3] }, today);
  const first = await loadCheckIn(session, 'mood', id);
  if (!first.ok || !first.value) throw new Error('not read');
  expect(first.value.phq4).toMatchObject({ answers: [3, 3, 3, 3], total: 12 });

  const changed = await updateCheckIn(
    'mood',
    id,
    { level: 6, symptoms: ['LOW'], checked: today, phq4: [1, 0, 0, 1] },
    first.value.updatedAt,
    today,
  );
  expect(changed.phq4).toMatchObject({ answers: [1, 0, 0, 1], total: 2 });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const removed = await updateCheckIn(
    'mood',
    id,
    { level: 6, symptoms: ['LOW'], checked: today, phq4: null },
    changed.updatedAt,
    today,
  );
  expect(removed.phq4).toBeUndefined();
  expect(await loadCheckIn(session, 'mood', id)).toMatchObject({ ok: true, value: { aLevel: 6 } });
});

test('a delete removes the entry and can be repeated; another woman cannot read or delete hers', async () => {
  const owner = await newWoman();
  const id = randomUUID();
  await createCheckIn('menopause', id, { level: 3, symptoms: ['HOT_FLUSHES'], checked: today }, today);
  const other = await newWoman();
  expect(await loadCheckIn(other, 'menopause', id)).toEqual({ ok: false, reason: 'forbidden' });
  await expect(deleteCheckIn('menopause', id)).rejects.toMatchObject({ kind: 'forbidden' });

  data.sendToken(owner.accessToken);
  await deleteCheckIn('menopause', id);
  await deleteCheckIn('menopause', id);
  expect(await loadCheckIn(owner, 'menopause', id)).toEqual({ ok: true, value: null });
  expect(await loadCheckIns(owner, 'menopause')).toEqual({ ok: true, value: [] });
});
