/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { addDays, buildSeries, SCALES, type MeasurePoint } from '@/lib/trends';
import { LevelChart } from './level-chart';

const TODAY = '2026-11-23';
const empty = {
  message: 'Your stress levels will show here once you add a check-in.',
  action: { href: '/stressed', label: 'Add a stress check-in' },
};

function renderChart(points: MeasurePoint[], extra: Partial<Parameters<typeof LevelChart>[0]> = {}) {
  return render(
    <LevelChart
      title="Stress over the last 3 months"
      scaleNote={SCALES.stress.direction}
      series={buildSeries(points, { range: '3m', today: TODAY })}
      empty={empty}
      {...extra}
    />,
  );
}

describe('LevelChart', () => {
  const points = [
    { day: '2026-10-05', value: 3 },
    { day: '2026-10-12', value: 7 },
    { day: '2026-11-16', value: 4 },
  ];

  it('names the SVG by its title and summary', () => {
    renderChart(points);
    const chart = screen.getByRole('img');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleName(
      expect.stringMatching(
        /^Stress over the last 3 months 3 entries from 5 Oct to 16 November 2026\. Latest 4 out of 10 on 16 November 2026\./,
      ),
    );
    expect(screen.getByText(/Lowest 3, highest 7, average 4.7. 1 gap of more than 14 days./)).toBeInTheDocument();
  });

  it('gives the first entry’s year when it is not the latest’s', () => {
    render(
      <LevelChart
        title="Stress, all time"
        scaleNote={SCALES.stress.direction}
        series={buildSeries(
          [
            { day: '2024-03-04', value: 2 },
            { day: '2026-11-16', value: 4 },
          ],
          { range: 'all', today: TODAY },
        )}
        empty={empty}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/2 entries from 4 March 2024 to 16 November 2026\./);
  });

  it('averages her entries, not the days they fall on', () => {
    // Three entries of 2 on one day and one of 6 on another: the entries average 3, the two days 4.
    renderChart([
      { day: '2026-11-02', value: 2 },
      { day: '2026-11-02', value: 2 },
      { day: '2026-11-02', value: 2 },
      { day: '2026-11-09', value: 6 },
    ]);
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Stress over the last 3 months 4 entries .* average 3\./);
  });

  it('draws one line per run of entries and keeps the gap', () => {
    const { container } = renderChart(points);
    expect(container.querySelectorAll('svg[role="img"] path[fill="none"]')).toHaveLength(2);
    expect(container.querySelectorAll('svg[role="img"] circle')).toHaveLength(3);
  });

  it('gives the same data as a table, newest first, with periods and self-checks', () => {
    renderChart(points, {
      periods: [{ start: '2026-10-10', end: '2026-10-14' }],
      checkDays: ['2026-10-20', '2026-11-16'],
    });
    const table = screen.getByRole('table', { name: 'Stress over the last 3 months' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '16 November 20264 out of 101NoYes (16 Nov)',
      '20 October 2026No entry0NoYes',
      '12 October 20267 out of 101YesNo',
      '5 October 20263 out of 101NoNo',
    ]);
    const key = screen.getByRole('list', { name: 'Key' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your entries', 'Period', 'Self-check']);
    expect(screen.getByText(/1 period shaded, 2 self-checks marked/)).toBeInTheDocument();
  });

  it('shows a single entry as a point', () => {
    const { container } = renderChart([{ day: '2026-11-20', value: 6 }]);
    expect(container.querySelectorAll('svg[role="img"] circle')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAccessibleName(/1 entry\. Latest 6 out of 10 on 20 November 2026\./);
  });

  it('says what the scale means', () => {
    renderChart(points, { scaleNote: SCALES.sleep.direction });
    expect(screen.getByText(/^Higher is worse/)).toBeInTheDocument();
  });

  it('shows weekly averages for a history of years, in the chart key and the table', () => {
    const daily = Array.from({ length: 3 * 365 }, (_, index) => ({ day: addDays(TODAY, -index), value: 4 }));
    render(
      <LevelChart
        title="Stress, all time"
        scaleNote=""
        series={buildSeries(daily, { range: 'all', today: TODAY })}
        empty={empty}
      />,
    );
    expect(screen.getByText('Weekly average')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]?.textContent).toMatch(/^WeekLevel/);
    expect(rows[1]?.textContent).toBe('Week of 23 November 20264 out of 101NoNo');
    expect(rows.length).toBeGreaterThan(150);
    expect(screen.getByRole('img')).toHaveAccessibleName(/Latest 4 out of 10 in the week of 23 November 2026/);
  });

  it('shows how to add data instead of an empty chart', () => {
    renderChart([]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(empty.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a stress check-in' })).toHaveAttribute('href', '/stressed');
  });
});
