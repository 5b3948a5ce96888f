/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { SavedCheck } from '@/lib/data/observations';
import type { CheckRecord, Finding } from '@/lib/diary/findings';

const LUMP = '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60';
/** A pasted link: one unbroken word far wider than a 375 px screen. */
const LONG_NOTE = `https://example.com/${'a'.repeat(400)}`;

function lump(status: Finding['status'], note: string | null = null): Finding {
  return { id: LUMP, side: 'LEFT', kind: 'LUMP', severity: 2, position: null, sizeMm: null, feel: null, status, note };
}

function check(id: string, day: string, findings: Finding[]): SavedCheck {
  const checked = `${day}T09:00:00.000Z`;
  return { id, checked, day, cycle: { kind: 'not-given' }, cycleLength: null, findings, updatedAt: checked };
}

const march = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f01', '2026-03-02', [lump('NEW')]);
// Still there at her next check: the screen after saving said to see her GP about a change still there.
const april = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f02', '2026-04-06', [lump('STILL_THERE', LONG_NOTE)]);
const all: CheckRecord[] = [march, april];

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
  await openCheck(april);
  // jsdom has no layout: the class is what makes the browser wrap it (overflow-wrap: anywhere).
  expect(screen.getByText(`“${LONG_NOTE}”`)).toHaveClass('wrap-anywhere');
});
