/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CarryOverAnswer } from '@/lib/diary/finding-terms';
import { CarriedOverList, type CarriedItem } from './carried-over-list';

const ITEMS: CarriedItem[] = [
  {
    id: 'a',
    side: 'LEFT',
    position: null,
    label: "12 Oct: lump, left breast, 2 o'clock, 3 cm from the nipple",
    firstNoted: '2025-10-12',
    latest: {
      id: 'a',
      side: 'LEFT',
      kind: 'LUMP',
      severity: 2,
      position: { area: 'breast', clock: 2, distanceCm: 3 },
      sizeMm: 10,
      feel: 'FIRM',
      status: 'NEW',
      note: null,
    },
  },
  {
    id: 'b',
    side: 'RIGHT',
    position: { area: 'armpit' },
    label: '3 Nov: pain, right armpit',
    firstNoted: '2025-11-03',
    latest: {
      id: 'b',
      side: 'RIGHT',
      kind: 'PAIN',
      severity: 1,
      position: { area: 'armpit' },
      sizeMm: null,
      feel: null,
      status: 'NEW',
      note: null,
    },
  },
];

function List() {
  const [answers, setAnswers] = useState<Record<string, CarryOverAnswer>>({});
  return (
    <CarriedOverList
      items={ITEMS}
      answers={answers}
      onAnswer={(id, answer) => setAnswers({ ...answers, [id]: answer })}
    />
  );
}

test('asks about each earlier finding, and one still there or changed says again to see a GP without delay', async () => {
  const user = userEvent.setup();
  render(<List />);
  const first = screen.getByRole('group', {
    name: "12 Oct: lump, left breast, 2 o'clock, 3 cm from the nipple: is it still there?",
  });
  const second = screen.getByRole('group', { name: /^3 Nov: pain/ });
  // A live region for each finding, there and empty before she answers: a region added with its text already in
  // it is often not read out.
  const [advice, secondAdvice] = screen.getAllByRole('status');
  expect(advice).toBeEmptyDOMElement();
  expect(first).not.toHaveAccessibleDescription();

  await user.click(screen.getAllByRole('radio', { name: 'Gone' })[0]!);
  expect(advice).toBeEmptyDOMElement();

  await user.click(screen.getAllByRole('radio', { name: 'Still there' })[0]!);
  expect(screen.getAllByRole('status')[0]).toBe(advice);
  expect(advice).toHaveTextContent('Please see your GP about this without delay, if you have not already.');
  // Tied to the question too, so it is heard with the answers, not only as they change.
  expect(first).toHaveAccessibleDescription(/Please see your GP about this without delay, if you have not already\.$/);

  // However recently she first noted it: there is no wait before the advice applies.
  await user.click(screen.getAllByRole('radio', { name: 'Changed' })[1]!);
  expect(secondAdvice).toHaveTextContent('Please see your GP about this without delay');
  expect(second).toHaveAccessibleDescription(/without delay/);
  expect(screen.queryByText(/full cycle/)).toBeNull();
});

test('she can say she did not check one today; that brings no GP advice, as nothing was found either way', async () => {
  const user = userEvent.setup();
  render(<List />);
  const first = screen.getByRole('group', { name: /^12 Oct: lump.*is it still there\?$/ });
  expect(
    within(first)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['STILL_THERE', 'CHANGED', 'GONE', 'NOT_CHECKED']);
  await user.click(within(first).getByRole('radio', { name: 'I didn’t check this today' }));
  expect(within(first).getByRole('radio', { name: 'I didn’t check this today' })).toBeChecked();
  expect(screen.getAllByRole('status')[0]).toBeEmptyDOMElement();
  expect(first).not.toHaveAccessibleDescription();
});

test('more answered about than a check records: the reason sits above the questions, where the summary links', () => {
  const error = 'A check can record up to 20 changes.';
  render(<CarriedOverList items={ITEMS} answers={{}} onAnswer={() => {}} errors={{ 'check-carried-count': error }} />);
  const reason = document.getElementById('check-carried-count');
  expect(reason).toHaveTextContent(`Error: ${error}`);
  expect(reason?.compareDocumentPosition(screen.getAllByRole('group')[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
});
