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

function Findings({ initial, recordedOn }: { initial: FindingDraft[]; recordedOn?: string }) {
  const [findings, setFindings] = useState(initial);
  return (
    <FindingsByBreast
      findings={findings}
      errors={{}}
      onChange={setFindings}
      headingLevel={2}
      addLeftId="add-left"
      recordedOn={recordedOn}
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
