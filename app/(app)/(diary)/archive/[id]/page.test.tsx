/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { SavedCheck } from '@/lib/data/observations';
import type { CheckRecord, Finding } from '@/lib/diary/findings';

const LUMP = '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60';
const SWELLING = '9c8b7a6f-59f4-4b3e-9e0f-1d2c3b4a5f60';
/** A pasted link: one unbroken word far wider than a 375 px screen. */
const LONG_NOTE = `https://example.com/${'a'.repeat(400)}`;

function lump(status: Finding['status'], note: string | null = null): Finding {
  return { id: LUMP, side: 'LEFT', kind: 'LUMP', severity: 2, position: null, sizeMm: null, feel: null, status, note };
}

function check(id: string, day: string, findings: Finding[]): SavedCheck {
  const checked = `${day}T09:00:00.000Z`;
  return { id, checked, day, cycle: { kind: 'not-given' }, cycleLength: null, findings, updatedAt: checked };
}

const march = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f01', '2026-03-02', [lump('NEW', LONG_NOTE)]);
// Still there at her next check: the screen after saving said to see her GP about a change still there.
const april = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f02', '2026-04-06', [lump('STILL_THERE')]);
/** Her checks as the API gives them; a test may add to them. */
let all: CheckRecord[] = [];
beforeEach(() => {
  all = [march, april];
});

jest.mock('../../_lib/load-diary', () => ({
  loadDiaryCheck: async (id: string) => ({ ok: true, value: all.find((saved) => saved.id === id) }),
}));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ uid: 'her' }) }));
jest.mock('@/lib/data/observations', () => ({ loadChecks: async () => ({ ok: true, value: all }) }));
jest.mock('./actions', () => ({ deleteCheckAction: async () => undefined }));
// Its delete question needs the app router, which is not what these tests are about.
jest.mock('@/components/forms/delete-with-undo', () => ({ DeleteWithUndo: () => null }));

const { default: CheckPage } = require('./page') as typeof import('./page');

async function openCheck(saved: SavedCheck) {
  render(await CheckPage({ params: Promise.resolve({ id: saved.id }) }));
}

test('a change still there is given the same GP advice it was given when the check was saved', async () => {
  await openCheck(april);
  expect(screen.getByRole('heading', { name: 'See your GP about a change that is still there' })).toBeInTheDocument();
  expect(screen.getByTestId('gp-advice')).toHaveTextContent('(first noted 2 Mar)');
});

test('the check that first noted it still says to see a GP about a new change', async () => {
  await openCheck(march);
  expect(screen.getByRole('heading', { name: 'See your GP about this change' })).toBeInTheDocument();
});

test('a long unbroken note may break anywhere, so it stays inside a narrow screen', async () => {
  await openCheck(march);
  // jsdom has no layout: the class is what makes the browser wrap it (overflow-wrap: anywhere).
  expect(screen.getByText(`“${LONG_NOTE}”`)).toHaveClass('wrap-anywhere');
});

test('a note keeps the line breaks she typed', async () => {
  const noted = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f21', '2026-03-02', [
    lump('NEW', 'sore\nworse before my period'),
  ]);
  all = [noted];
  await openCheck(noted);
  // jsdom has no layout: the class is what makes the browser keep the break (white-space: pre-line).
  expect(screen.getByText('“sore worse before my period”')).toHaveClass('whitespace-pre-line');
});

test('a "still there" check shows the change as she has since corrected it, not the copy it stored', async () => {
  // 2 Mar first said 2 o'clock, 10 mm; 20 Mar said "still there" (storing that copy); she then corrected 2 Mar.
  const at = (clock: number) => ({ area: 'breast' as const, clock, distanceCm: 3 });
  const corrected = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f11', '2026-03-02', [
    { ...lump('NEW', 'found in the shower'), position: at(10), sizeMm: 25 },
  ]);
  const stillThere = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f12', '2026-03-20', [
    { ...lump('STILL_THERE', 'the stored copy'), position: at(2), sizeMm: 10 },
  ]);
  all = [corrected, stillThere];
  await openCheck(stillThere);
  expect(screen.getByText("Lump, left breast, 10 o'clock, 3 cm from the nipple")).toBeInTheDocument();
  expect(screen.getByText('2: mild, about 25 mm, still there')).toBeInTheDocument();
  expect(screen.getByText('“found in the shower”')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^Left breast:/ })).toHaveAccessibleName(
    "Left breast: lump, left breast, 10 o'clock, 3 cm from the nipple",
  );
  expect(screen.queryByText(/2 o'clock|about 10 mm|the stored copy/)).not.toBeInTheDocument();
});

test('a check that did not check an earlier change gives the GP advice the screen after saving gave', async () => {
  const may = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f03', '2026-05-04', []);
  all = [march, april, may];
  await openCheck(may);
  expect(screen.getByText('Nothing different in what you checked this time.')).toBeInTheDocument();
  const notChecked = screen.getByRole('region', { name: 'Not checked this time' });
  expect(notChecked).toHaveTextContent(
    'If you have not seen your GP about it yet, please make an appointment without delay.',
  );
});

test('a new change beside one still there gets the advice for both, as the screen after saving does', async () => {
  const swelling: Finding = { ...lump('NEW'), id: SWELLING, kind: 'SWELLING', side: 'RIGHT' };
  const both = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f04', '2026-04-06', [lump('STILL_THERE'), swelling]);
  all = [march, both];
  await openCheck(both);
  const advice = screen.getByTestId('gp-advice');
  expect(within(advice).getByRole('heading', { name: 'See your GP about these changes' })).toBeInTheDocument();
  expect(advice).toHaveTextContent('You do not need to wait to see whether it goes.');
  expect(advice).toHaveTextContent('A change you recorded before is still there (first noted 2 Mar).');
});
