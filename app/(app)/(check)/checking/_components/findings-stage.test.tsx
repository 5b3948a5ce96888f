/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { MAP_RADIUS } from '@/components/check/breast-clock-face';
import { pointOf, type MapPosition } from '@/lib/check/breast-map';
import { newCheckDraft, type CheckDraft, type FindingDraft } from '@/lib/check/check-draft';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { FindingsStage } from './findings-stage';

const LUMP_ID = '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60';
const TWO_OCLOCK: MapPosition = { area: 'breast', clock: 2, distanceCm: 3 };
const FIVE_OCLOCK: MapPosition = { area: 'breast', clock: 5, distanceCm: 6 };

const lump: CarriedItem = {
  id: LUMP_ID,
  side: 'LEFT',
  position: TWO_OCLOCK,
  label: "2 Mar: lump, left breast, 2 o'clock, 3 cm from the nipple",
  firstNoted: '2025-03-02',
  latest: {
    id: LUMP_ID,
    side: 'LEFT',
    kind: 'LUMP',
    severity: 2,
    position: TWO_OCLOCK,
    sizeMm: 10,
    feel: null,
    status: 'NEW',
    note: null,
  },
};

/** A new finding in the same breast: its map shows the earlier findings' marks. */
const pain: FindingDraft = {
  id: '9c8b7a6f-59f4-4b3e-9e0f-1d2c3b4a5f60',
  side: 'LEFT',
  kind: 'PAIN',
  severity: 2,
  position: null,
  sizeMm: null,
  feel: null,
  status: 'NEW',
  note: '',
};

function renderStage(draft: CheckDraft) {
  return render(
    <FindingsStage
      draft={draft}
      carried={[lump]}
      errors={{}}
      pending={false}
      onFindings={jest.fn()}
      onSave={jest.fn()}
      onBack={jest.fn()}
      onEarlier={jest.fn()}
    />,
  );
}

/** Where the map draws the earlier lump's mark (its diamond is rotated about its centre). */
function lumpMarkAt(container: HTMLElement): string | null | undefined {
  const title = [...container.querySelectorAll('title')].find((t) => /lump, left breast/.test(t.textContent ?? ''));
  return title?.parentElement?.querySelector('rect')?.getAttribute('transform');
}

const drawnAt = ({ x, y }: { x: number; y: number }) => `rotate(45 ${x} ${y})`;

test('an earlier finding she says has changed and moved is drawn where she moved it, not where it was', () => {
  const draft: CheckDraft = {
    ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date()),
    stage: 'findings',
    anythingDifferent: true,
    carried: { [LUMP_ID]: 'CHANGED' },
    changes: { [LUMP_ID]: { ...lump.latest, id: LUMP_ID, status: 'CHANGED', note: '', position: FIVE_OCLOCK } },
    findings: [pain],
  };
  const { container } = renderStage(draft);
  expect(lumpMarkAt(container)).toBe(drawnAt(pointOf(5, 6, MAP_RADIUS)));
});

test('one still there is drawn where she recorded it before', () => {
  const draft: CheckDraft = {
    ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date()),
    stage: 'findings',
    anythingDifferent: true,
    carried: { [LUMP_ID]: 'STILL_THERE' },
    findings: [pain],
  };
  const { container } = renderStage(draft);
  expect(lumpMarkAt(container)).toBe(drawnAt(pointOf(2, 3, MAP_RADIUS)));
});
