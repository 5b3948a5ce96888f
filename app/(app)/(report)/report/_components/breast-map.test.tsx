/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { buildGpReport, placeMarks, type CheckRecord, type FindingRecord } from '@/lib/report';
import { NOW, PERSON } from '@/lib/report/test-fixtures';
import { BreastMap } from './breast-map';

const finding = (id: string, position: FindingRecord['position']): FindingRecord => ({
  id,
  breast: 'right',
  kind: 'PAIN',
  position,
  severity: 2,
  status: 'NEW',
});

test('draws two findings in the same place apart, each number showing, where the PDF draws them', () => {
  const check: CheckRecord = {
    id: 'c1',
    checkedAt: '2026-06-01T09:00:00Z',
    findings: [
      finding('armpit-1', { area: 'armpit' }),
      finding('armpit-2', { area: 'armpit' }),
      finding('whole-1', { area: 'whole' }),
      finding('unplaced-1', null),
    ],
  };
  const report = buildGpReport('3-months', NOW, PERSON, { checks: [check], checkIns: [], periods: [] });
  const { container } = render(<BreastMap findings={report.findings} />);
  expect(screen.getByRole('img')).toBeInTheDocument();
  const marks = [...container.querySelectorAll('g:not([fill]) > circle')].map((circle) => ({
    x: Number(circle.getAttribute('cx')),
    y: Number(circle.getAttribute('cy')),
    r: Number(circle.getAttribute('r')),
  }));
  expect(marks).toHaveLength(4);
  // No two marks overlap, so neither covers the other's number.
  for (const [index, mark] of marks.entries()) {
    for (const other of marks.slice(index + 1)) {
      expect(Math.hypot(mark.x - other.x, mark.y - other.y)).toBeGreaterThanOrEqual(mark.r + other.r);
    }
  }
  // The same points the PDF's map is drawn from.
  expect(marks.map(({ x, y }) => ({ x, y }))).toEqual(placeMarks(report.findings).map(({ x, y }) => ({ x, y })));
});

test('draws her right breast on the left, as a doctor facing her sees her', () => {
  const { container } = render(<BreastMap findings={[]} />);
  const labelX = (name: string) => Number(screen.getByText(name).getAttribute('x'));
  expect(labelX('Her right')).toBeLessThan(labelX('Her left'));
  // Each armpit (the dashed outline) is on the outer side of its breast.
  const [first, second] = [...container.querySelectorAll('ellipse')].map((armpit) => Number(armpit.getAttribute('cx')));
  expect(Math.min(first!, second!)).toBeLessThan(labelX('Her right'));
  expect(Math.max(first!, second!)).toBeGreaterThan(labelX('Her left'));
});
