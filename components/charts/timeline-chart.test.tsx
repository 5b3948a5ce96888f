/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { TimelineChart, type TimelineRow } from './timeline-chart';

const domain = { start: '2026-09-01', end: '2026-11-23' };
const empty = {
  message: 'Your check-ins and self-checks will appear here side by side.',
  action: { href: '/summary', label: 'Go to your summary' },
};
const rows: TimelineRow[] = [
  {
    id: 'stress',
    label: 'Stress',
    points: [
      { day: '2026-10-05', value: 3 },
      { day: '2026-10-12', value: 6 },
    ],
  },
  { id: 'sleep', label: 'Sleep', points: [{ day: '2026-10-12', value: 5 }] },
  { id: 'pain', label: 'Breast pain', points: [{ day: '2026-10-20', value: 2 }], style: 'dots' },
];

describe('TimelineChart', () => {
  it('names the chart by what it puts side by side', () => {
    render(
      <TimelineChart
        title="Your trends together"
        domain={domain}
        rows={rows}
        checkDays={['2026-10-20']}
        periods={[{ start: '2026-10-08', end: '2026-10-12' }]}
        empty={empty}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Your trends together 3 measures on one time axis, 1 September 2026 to 23 November 2026: Stress 2 entries, Sleep 1 entry, Breast pain 1 entry; 1 period shaded; 1 self-check marked.',
    );
  });

  it('tables every date with each measure in its own column', () => {
    render(
      <TimelineChart
        title="Your trends together"
        domain={domain}
        rows={rows}
        checkDays={['2026-10-20']}
        periods={[{ start: '2026-10-08', end: '2026-10-12' }]}
        empty={empty}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your trends together' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Date', 'Stress', 'Sleep', 'Breast pain', 'Period', 'Self-check'],
      ['20 October 2026', 'No entry', 'No entry', '2 out of 10', 'No', 'Yes'],
      ['12 October 2026', '6 out of 10', '5 out of 10', 'No entry', 'Yes', 'No'],
      ['5 October 2026', '3 out of 10', 'No entry', 'No entry', 'No', 'No'],
    ]);
  });

  it('shows how to add data when no measure has any', () => {
    render(
      <TimelineChart
        title="Your trends together"
        domain={domain}
        rows={rows.map((row) => ({ ...row, points: [] }))}
        empty={empty}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(empty.message)).toBeInTheDocument();
  });
});
