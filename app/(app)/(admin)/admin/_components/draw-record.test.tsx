/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { PrizeDraw } from '@/lib/data/admin';
import { DrawRecord } from './draw-record';

// 23:30 UTC on 30 June is 00:30 on 1 July in the UK: rule 8's 7 days run from the UK day.
const DRAWN_AT = '2026-06-30T23:30:00.000Z';
const draw = (overrides: Partial<PrizeDraw> = {}): PrizeDraw => ({
  id: 'summer-2026',
  entriesCount: 12,
  entriesHash: 'abc123',
  winnerEntryId: 'entry-1',
  winnerIndex: 4,
  winnerName: 'Ann Winner',
  winnerEmail: 'ann@example.com',
  winnerToldInAccount: false,
  drawnAt: DRAWN_AT,
  drawnBy: 'admin-sub',
  attempt: 1,
  entriesSettled: true,
  ...overrides,
});
const daysAfterDraw = (days: number) => new Date(Date.parse(DRAWN_AT) + days * 24 * 3600 * 1000);
const contact = () => screen.getByTestId('draw-summer-2026-contact');

test('a winner who entered without an account: the admin is told to email her by the rule 8 date, and that nothing has told her', () => {
  render(<DrawRecord draw={draw()} now={daysAfterDraw(0)} />);
  expect(contact()).toHaveTextContent(
    'Email the winner at ann@example.com by 8 July 2026 (rule 8 of the terms). She entered without an account, so nothing has told her yet: no notice, no email.',
  );
  expect(contact()).not.toHaveTextContent(/told in her account/);
});

test('a winner with an account: told in her account, and still to be emailed', () => {
  render(<DrawRecord draw={draw({ winnerToldInAccount: true })} now={daysAfterDraw(0)} />);
  expect(contact()).toHaveTextContent(
    'Email the winner at ann@example.com by 8 July 2026 (rule 8 of the terms). She has been told in her account that she won, but no email has been sent.',
  );
});

test('an email gone within 30 days went at her request, and a new winner may be due', () => {
  render(<DrawRecord draw={draw({ winnerEmail: null })} now={daysAfterDraw(3)} />);
  const record = screen.getByTestId('draw-summer-2026');
  expect(record).toHaveTextContent('Ann Winner (email deleted at the winner’s request: she deleted her account)');
  expect(record).not.toHaveTextContent('30 days after the draw');
  expect(contact()).toHaveTextContent('rule 8 of the terms may call for a new winner: run a draw under a new name');
});

test('an email gone after 30 days went with the entries, as the privacy notice says', () => {
  render(<DrawRecord draw={draw({ winnerEmail: null })} now={daysAfterDraw(30)} />);
  expect(screen.getByTestId('draw-summer-2026')).toHaveTextContent(
    'Ann Winner (email deleted 30 days after the draw, as the privacy notice says)',
  );
  expect(contact()).toHaveTextContent('Rule 8 of the terms had the winner emailed by 8 July 2026.');
});
