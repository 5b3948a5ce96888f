/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FindingDraft } from '@/lib/check/check-draft';
import { FindingsByBreast } from './findings-by-breast';

const lump: FindingDraft = {
  id: '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60',
  side: 'LEFT',
  kind: 'LUMP',
  severity: 3,
  position: { area: 'breast', clock: 2, distanceCm: 3 },
  sizeMm: null,
  feel: null,
  status: 'NEW',
  note: '',
};

function Findings({
  initial,
  recordedOn,
  maxFindings,
  earlierLabels,
  describedIn,
}: {
  initial: FindingDraft[];
  recordedOn?: string;
  maxFindings?: number;
  earlierLabels?: Record<string, string>;
  describedIn?: Record<string, { id: string; day: string }>;
}) {
  const [findings, setFindings] = useState(initial);
  return (
    <FindingsByBreast
      findings={findings}
      errors={{}}
      onChange={setFindings}
      headingLevel={2}
      addLeftId="add-left"
      recordedOn={recordedOn}
      maxFindings={maxFindings}
      earlierLabels={earlierLabels}
      describedIn={describedIn}
    />
  );
}

test('each breast adds and removes its own changes, numbered within that breast', async () => {
  const user = userEvent.setup();
  render(<Findings initial={[lump]} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Your left breast' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a change in your right breast' }));
  await user.click(screen.getByRole('button', { name: 'Add a change in your left breast' }));
  expect(screen.getByRole('region', { name: 'Change 1 in your right breast' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Change 2 in your left breast' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add a change in your left breast' })).toHaveAttribute('id', 'add-left');

  const first = screen.getByRole('region', { name: 'Change 1 in your left breast' });
  await user.click(within(first).getByRole('button', { name: 'Remove change 1' }));
  expect(screen.getAllByRole('region', { name: /in your left breast/ })).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Change 1 in your left breast' })).toBeInTheDocument();
});

test('a saved check says which breast had nothing recorded that day', () => {
  render(<Findings initial={[lump]} recordedOn="3 November 2025" />);
  expect(screen.getByText('Nothing recorded in your right breast on 3 November 2025.')).toBeInTheDocument();
  expect(screen.queryByText(/Nothing recorded in your left breast/)).not.toBeInTheDocument();
});

test('at the limit, adding is refused with the reason, and allowed again after a removal', async () => {
  const user = userEvent.setup();
  render(<Findings initial={[lump]} maxFindings={2} />);
  const addRight = screen.getByRole('button', { name: 'Add a change in your right breast' });
  expect(addRight).not.toHaveAttribute('aria-disabled');
  await user.click(addRight);

  const addLeft = screen.getByRole('button', { name: 'Add a change in your left breast' });
  expect(addLeft).toHaveAttribute('aria-disabled', 'true');
  expect(addLeft).toHaveAccessibleDescription(
    'A check can hold up to 20 changes, including those from earlier checks you answered about, so you cannot add another. To record another, remove one first, or answer “I didn’t check this today” for one of the earlier changes.',
  );
  await user.click(addLeft);
  expect(screen.getAllByRole('region', { name: /^Change \d+ in your/ })).toHaveLength(2);

  await user.click(within(screen.getByRole('region', { name: 'Change 1 in your right breast' })).getByRole('button'));
  expect(screen.getByRole('button', { name: 'Add a change in your left breast' })).not.toHaveAttribute('aria-disabled');
});

test('without carried findings the limit is the check’s own: 20', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => ({ ...lump, id: `lump-${i}` }));
  render(<Findings initial={twenty} />);
  expect(
    screen.getByText(
      'A check can hold up to 20 changes, so you cannot add another. To record a different change, remove one first.',
    ),
  ).toBeInTheDocument();
});

test("removing a change moves focus to that breast's add button and says what was removed", async () => {
  const user = userEvent.setup();
  render(<Findings initial={[lump, { ...lump, id: 'a1b2c3d4-59f4-4b3e-9e0f-1d2c3b4a5f61' }]} />);
  await user.click(screen.getByRole('button', { name: 'Remove change 2' }));
  expect(screen.queryByRole('region', { name: 'Change 2 in your left breast' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add a change in your left breast' })).toHaveFocus();
  expect(screen.getByText('Change 2 in your left breast removed.')).toHaveAttribute('role', 'status');
});

test('in a saved check, a finding from an earlier check shows her answer, as the check asks it, and what removing it does', () => {
  const stillThere: FindingDraft = { ...lump, status: 'STILL_THERE' };
  const changed: FindingDraft = {
    ...lump,
    id: '6c2c6b8f-6a05-4c4f-8f10-2e3d4c5b6a71',
    side: 'RIGHT',
    status: 'CHANGED',
  };
  render(
    <Findings
      initial={[stillThere, changed]}
      recordedOn="20 March 2026"
      earlierLabels={{ [lump.id]: "lump, left breast, 10 o'clock, 3 cm from the nipple" }}
    />,
  );
  const left = screen.getByRole('region', { name: 'Change 1 in your left breast' });
  expect(left).toHaveTextContent(
    "From an earlier check: lump, left breast, 10 o'clock, 3 cm from the nipple. You answered “Still there”.",
  );
  // Its kind is never offered, and a "still there" answer's stored copy is not offered for editing either.
  expect(within(left).queryByRole('group', { name: 'What did you notice?' })).not.toBeInTheDocument();
  expect(within(left).queryByRole('group', { name: 'How marked is it?' })).not.toBeInTheDocument();
  expect(within(left).getByRole('button', { name: 'Remove change 1' })).toHaveAccessibleDescription(
    'Removing it takes out only what this check said about it: your diary still follows the change from your other checks.',
  );

  const right = screen.getByRole('region', { name: 'Change 1 in your right breast' });
  expect(right).toHaveTextContent('You answered “Changed”.');
  expect(within(right).queryByRole('group', { name: 'What did you notice?' })).not.toBeInTheDocument();
  expect(within(right).getByRole('group', { name: 'How marked is it?' })).toBeInTheDocument();
});

test('a "still there" answer names the check where she described it, with a link to change that check', () => {
  const describedIn = { [lump.id]: { id: '7a1c9d3e-2b4f-4e6a-8c0d-1e2f3a4b5c6d', day: '2026-03-02' } };
  render(
    <Findings initial={[{ ...lump, status: 'STILL_THERE' }]} recordedOn="20 March 2026" describedIn={describedIn} />,
  );
  expect(screen.getByRole('link', { name: /^change the check of .*2 March 2026$/ })).toHaveAttribute(
    'href',
    '/archive/7a1c9d3e-2b4f-4e6a-8c0d-1e2f3a4b5c6d/edit',
  );
});

test('in a saved check, removing a change it said had gone says the change opens again', () => {
  render(<Findings initial={[{ ...lump, status: 'GONE' }]} recordedOn="20 March 2026" />);
  expect(screen.getByRole('region', { name: 'Change 1 in your left breast' })).toHaveTextContent(
    "From an earlier check: lump, left breast, 2 o'clock, 3 cm from the nipple. You answered “Gone”.",
  );
  expect(screen.getByRole('button', { name: 'Remove change 1' })).toHaveAccessibleDescription(
    'Removing it takes out that it had gone: the change is open again in your diary, and your next check asks about it.',
  );
});
