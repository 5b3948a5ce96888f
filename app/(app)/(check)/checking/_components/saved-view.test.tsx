/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { newCheckDraft, type FindingDraft } from '@/lib/check/check-draft';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { SavedView } from './saved-view';

const LUMP_ID = '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60';
const lump: CarriedItem = {
  id: LUMP_ID,
  side: 'LEFT',
  position: null,
  label: '2 Mar: lump, left breast',
  firstNoted: '2026-03-02',
  latest: {
    id: LUMP_ID,
    side: 'LEFT',
    kind: 'LUMP',
    severity: 2,
    position: null,
    sizeMm: null,
    feel: null,
    status: 'NEW',
    note: null,
  },
};
const swelling: FindingDraft = {
  id: '9c8b7a6f-59f4-4b3e-9e0f-1d2c3b4a5f60',
  side: 'RIGHT',
  kind: 'SWELLING',
  severity: 2,
  position: { area: 'armpit' },
  sizeMm: null,
  feel: null,
  status: 'NEW',
  note: '',
};

test('a new change beside one still there: the advice speaks of both, the new change first', () => {
  const draft = {
    ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date('2026-04-06T09:00:00Z')),
    carried: { [LUMP_ID]: 'STILL_THERE' as const },
    anythingDifferent: true,
    findings: [swelling],
  };
  render(<SavedView draft={draft} carried={[lump]} savedId={draft.recordId} onAgain={() => undefined} />);
  const advice = screen.getByTestId('gp-advice');
  expect(within(advice).getByRole('heading', { name: 'See your GP about these changes' })).toBeInTheDocument();
  const paragraphs = within(advice)
    .getAllByText(/without delay/)
    .map((p) => p.textContent);
  expect(paragraphs).toEqual([
    'Thank you for recording what you noticed. Please make an appointment with your GP without delay and tell them about it. You do not need to wait to see whether it goes.',
    'A change you recorded before is still there (first noted 2 Mar). If you have not seen your GP about it yet, please make an appointment without delay and tell them what you have noticed.',
  ]);
});
