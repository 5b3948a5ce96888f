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
      { day: '2026-10-05', value: 3, count: 1 },
      { day: '2026-10-12', value: 6, count: 1 },
    ],
  },
  { id: 'sleep', label: 'Sleep', points: [{ day: '2026-10-12', value: 5, count: 1 }] },
  { id: 'pain', label: 'Breast pain', points: [{ day: '2026-10-20', value: 2, count: 1 }], style: 'dots' },
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

  it('says "Not checked" on a self-check day that did not check the measure, never "No entry"', () => {
    const withGap: TimelineRow[] = [rows[0]!, { ...rows[2]!, notChecked: ['2026-11-03'] }];
    render(
      <TimelineChart
        title="Your trends together"
        domain={domain}
        rows={withGap}
        checkDays={['2026-10-20', '2026-11-03']}
        empty={empty}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your trends together' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('3 November 2026No entryNot checkedNoYes');
  });

  it('says which way the scales run under the title', () => {
    render(
      <TimelineChart
        title="Your trends together"
        scaleNote="On every row a higher number is worse."
        domain={domain}
        rows={rows}
        empty={empty}
      />,
    );
    expect(screen.getByRole('figure')).toHaveTextContent(
      /^Your trends togetherOn every row a higher number is worse\./,
    );
  });

  describe('on a range long enough for weekly averages', () => {
    // /monitor's "All" range from 3 January 2024 to 1 June 2025: the levels are weekly means dated their Monday
    // (the first week from the range's first day); breast pain stays one point per self-check day.
    const longDomain = { start: '2024-01-03', end: '2025-06-01' };
    const longRows: TimelineRow[] = [
      {
        id: 'pain',
        label: 'Breast pain',
        max: 5,
        style: 'dots',
        points: [
          { day: '2024-01-03', value: 4, count: 1 },
          { day: '2024-02-07', value: 4, count: 1 },
          { day: '2024-02-09', value: 0, count: 1 },
        ],
      },
      {
        id: 'stress',
        label: 'Stress level',
        resolution: 'week',
        points: [
          { day: '2024-01-03', value: 3, count: 1 },
          { day: '2024-02-05', value: 5.5, count: 2 },
        ],
      },
    ];
    const renderLong = () =>
      render(
        <TimelineChart
          title="Your records side by side"
          domain={longDomain}
          rows={longRows}
          checkDays={['2024-01-03', '2024-02-07', '2024-02-09']}
          empty={empty}
        />,
      );

    it('tables weeks, keeping each self-check day and calling the levels weekly averages', () => {
      renderLong();
      const table = screen.getByRole('table', { name: 'Your records side by side' });
      const cells = within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent));
      expect(cells).toEqual([
        ['Week', 'Breast pain', 'Stress level (weekly average)', 'Period', 'Self-check'],
        [
          'Week of 5 February 2024',
          '4 out of 5 (7 Feb), 0 out of 5 (9 Feb)',
          '5.5 out of 10, average of 2 entries',
          'No',
          'Yes (7 Feb, 9 Feb)',
        ],
        ['Week of 3 January 2024', '4 out of 5 (3 Jan)', '3 out of 10, average of 1 entry', 'No', 'Yes (3 Jan)'],
      ]);
    });

    it('lists a self-check that did not check the measure among the week’s days', () => {
      render(
        <TimelineChart
          title="Your records side by side"
          domain={longDomain}
          rows={[{ ...longRows[0]!, notChecked: ['2024-02-08'] }, longRows[1]!]}
          checkDays={['2024-01-03', '2024-02-07', '2024-02-08', '2024-02-09']}
          empty={empty}
        />,
      );
      const table = screen.getByRole('table', { name: 'Your records side by side' });
      expect(within(table).getAllByRole('row')[1]!.children[1]!.textContent).toBe(
        '4 out of 5 (7 Feb), not checked (8 Feb), 0 out of 5 (9 Feb)',
      );
    });

    it('counts the entries each point stands for', () => {
      renderLong();
      expect(screen.getByRole('img')).toHaveAccessibleName(
        'Your records side by side 2 measures on one time axis, 3 January 2024 to 1 June 2025: Breast pain 3 entries, Stress level 3 entries as weekly averages; 3 self-checks marked.',
      );
    });
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
