/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { CheckRecord, Finding } from '@/lib/diary/findings';

const check = (id: string, day: string, findings: Finding[] = []): CheckRecord => ({
  id,
  checked: `${day}T09:00:00.000Z`,
  day,
  cycle: { kind: 'not-given' },
  cycleLength: null,
  findings,
});
const kept = check('5d0b8a52-4c2e-4f0a-9a51-6a1f0f2b7c11', '2026-03-02');
const deleted = check('0b7f6f8e-3c1d-4e55-9a7b-2f4c1d9e8a10', '2026-04-02');
/** Her checks as the API gives them: by default, the list as the index still gives it a moment after the delete. */
let checks: CheckRecord[] = [];
beforeEach(() => {
  checks = [kept, deleted];
});
jest.mock('../_lib/load-diary', () => ({ loadDiaryChecks: async () => ({ ok: true, value: checks }) }));

const { default: ArchivePage } = require('./page') as typeof import('./page');

async function renderArchive(params: Record<string, string | string[] | undefined>) {
  return render(await ArchivePage({ searchParams: Promise.resolve(params) }));
}

test('after a delete the archive says so, in a notice that takes focus, and leaves the check out', async () => {
  await renderArchive({ deleted: deleted.id });
  expect(screen.getByTestId('deleted-notice')).toHaveTextContent('The check has been deleted.');
  expect(screen.getByTestId('deleted-notice')).toHaveFocus();
  expect(screen.queryByRole('link', { name: /2 April 2026/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /2 March 2026/ })).toHaveAttribute('href', `/archive/${kept.id}`);
});

test('without a well-formed id nothing is left out and nothing is said', async () => {
  for (const params of [{}, { deleted: 'everything' }, { deleted: [deleted.id, kept.id] }]) {
    const { unmount } = await renderArchive(params);
    expect(screen.queryByTestId('deleted-notice')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /(2 March|2 April) 2026/ })).toHaveLength(2);
    unmount();
  }
});

test('a "still there" check is listed as she has since corrected the change, in words and on its map', async () => {
  // 2 Mar first said 2 o'clock; 20 Mar said "still there" (storing that copy); she then corrected 2 Mar.
  const lump = (status: Finding['status'], clock: number): Finding => ({
    id: '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60',
    side: 'LEFT',
    kind: 'LUMP',
    severity: 2,
    position: { area: 'breast', clock, distanceCm: 3 },
    sizeMm: null,
    feel: null,
    status,
    note: null,
  });
  const stillThere = check('0b7f6f8e-3c1d-4e55-9a7b-2f4c1d9e8a20', '2026-03-20', [lump('STILL_THERE', 2)]);
  checks = [check(kept.id, kept.day, [lump('NEW', 10)]), stillThere];
  await renderArchive({});
  const row = screen.getByRole('link', { name: /20 March 2026/ });
  expect(row).toHaveTextContent("lump, left breast, 10 o'clock, 3 cm from the nipple (still there)");
  expect(
    screen.getAllByRole('img', { name: "Findings: lump, left breast, 10 o'clock, 3 cm from the nipple" }),
  ).toHaveLength(2);
  expect(row).not.toHaveTextContent("2 o'clock");
});
