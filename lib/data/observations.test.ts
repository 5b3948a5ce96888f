import { randomUUID } from 'node:crypto';
import { useDataTestStack } from '@/local/test-support';
import { createCheck, deleteCheck, loadCheck, loadChecks, updateCheck } from './observations';

/** lib/data against the local stack's real /graphql; only the request-scoped client is replaced. */
jest.mock('./client', () => jest.requireActual('@/local/test-support').dataTestClientModule);

const data = useDataTestStack();
const newWoman = () => data.newMember('check');

const lumpId = randomUUID();
const lump = {
  id: lumpId,
  kind: 'LUMP' as const,
  severity: 3,
  location: 'UPPER_INNER' as const,
  clock: 2,
  distanceCm: 3,
  status: 'NEW' as const,
};

test('a check with a finding is saved once whatever the retries, read back as a check record, and listed', async () => {
  const session = await newWoman();
  const id = randomUUID();
  const input = { id, checked: '2025-10-12T08:00:00Z', cMonth: 10, score: 6, periodStart: '2025-10-01', bLeft: [lump] };
  const [first, second] = await Promise.all([createCheck(input), createCheck(input)]);
  expect(second).toEqual(first);
  expect(first).toMatchObject({
    id,
    day: '2025-10-12',
    cycle: { kind: 'period', periodStart: '2025-10-01' },
    findings: [
      { id: lumpId, side: 'LEFT', kind: 'LUMP', position: { area: 'breast', clock: 2, distanceCm: 3 }, status: 'NEW' },
    ],
  });
  // A single check also carries its revision (updatedAt), for editing.
  expect(await loadCheck(session, id)).toEqual({ ok: true, value: { ...first, updatedAt: expect.any(String) } });
  const listed = await loadChecks(session);
  expect(listed).toEqual({ ok: true, value: [first] });
});

test('lists newest first, filters by day, and reads past one page', async () => {
  const session = await newWoman();
  const days = Array.from({ length: 105 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
  for (const day of days)
    await createCheck({ id: randomUUID(), checked: `${day}T09:00:00Z`, cMonth: Number(day.slice(5, 7)), score: 0 });
  const all = await loadChecks(session);
  if (!all.ok) throw new Error(all.reason);
  expect(all.value).toHaveLength(105);
  expect(all.value[0]?.day).toBe(days.at(-1));
  const february = await loadChecks(session, { from: '2024-02-01', to: '2024-02-29' });
  expect(february.ok && february.value.map((check) => check.day)).toHaveLength(29);
}, 60_000);

test('an update changes what was sent; a delete removes the check and can be repeated', async () => {
  const session = await newWoman();
  const id = randomUUID();
  await createCheck({ id, checked: '2025-10-12T08:00:00Z', cMonth: 10, score: 6, bLeft: [lump] });
  const updated = await updateCheck({ id, bLeft: [{ ...lump, severity: 5 }], score: 10 });
  expect(updated.findings[0]).toMatchObject({ id: lumpId, severity: 5 });
  await deleteCheck(id);
  await deleteCheck(id);
  expect(await loadCheck(session, id)).toEqual({ ok: true, value: null });
});

test('another woman cannot read her check, and bad input is refused as rejected', async () => {
  const owner = await newWoman();
  const id = randomUUID();
  await createCheck({ id, checked: '2025-10-12T08:00:00Z', cMonth: 10, score: 0 });
  const other = await newWoman();
  expect(await loadCheck(other, id)).toEqual({ ok: false, reason: 'forbidden' });
  await expect(
    createCheck({ id: randomUUID(), checked: '2025-10-12T08:00:00Z', cMonth: 10, score: 0, periodStart: '2025-10-13' }),
  ).rejects.toMatchObject({
    kind: 'rejected',
  });
  data.sendToken(owner.accessToken);
  expect(await loadCheck(owner, id)).toMatchObject({ ok: true, value: { id } });
});
