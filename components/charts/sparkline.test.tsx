/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { buildSeries } from '@/lib/trends';
import { Sparkline } from './sparkline';

describe('Sparkline', () => {
  const series = buildSeries(
    [
      { day: '2026-11-02', value: 2 },
      { day: '2026-11-09', value: 6 },
      { day: '2026-11-16', value: 4 },
    ],
    { range: '3m', today: '2026-11-23' },
  );

  it('names the line by its latest value and range, and links to the history', () => {
    render(<Sparkline label="Stress" points={series.points} domain={series.domain} href="/stress" />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Stress: latest 4 out of 10 on 16 November 2026; 3 points, ranging from 2 to 6.',
    );
    expect(screen.getByRole('link', { name: 'Stress' })).toHaveAttribute('href', '/stress');
  });

  it('has the points as a table for screen readers, newest first', () => {
    render(<Sparkline label="Stress" points={series.points} domain={series.domain} />);
    const rows = within(screen.getByRole('table', { name: 'Stress entries' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '16 November 20264 out of 10',
      '9 November 20266 out of 10',
      '2 November 20262 out of 10',
    ]);
  });

  it('says there are no entries rather than drawing an empty line', () => {
    render(<Sparkline label="Sleep" points={[]} domain={series.domain} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No entries yet')).toBeInTheDocument();
  });
});
