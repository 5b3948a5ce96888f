/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { addDays, buildDemoYear, CHECK_IN_KINDS, levelPoints, monitorPatterns } from '@/lib/trends';
import { PatternList } from './pattern-list';
import { RangeLinks } from './range-links';

describe('PatternList', () => {
  it('lists what was found with its data, and the caveat', () => {
    const year = buildDemoYear({ uid: 'demo-user', endDate: '2026-11-23' });
    const measures = CHECK_IN_KINDS.map((kind) => ({
      id: kind,
      name: `${kind} level`,
      points: levelPoints(year.checkIns.filter((entry) => entry.kind === kind)),
    }));
    render(<PatternList patterns={monitorPatterns({ measures, periods: year.periods })} />);
    expect(screen.getByText(/^Pattern, not cause/)).toBeInTheDocument();
    const mood = screen.getByRole('heading', { name: 'Mood level before your period' }).closest('li')!;
    expect(
      within(mood).getByText(
        /^Your mood level was worse \(a higher score\) in the week before your period in \d+ of the last 6 cycles/,
      ),
    ).toBeInTheDocument();
    expect(within(mood).getByText(/^Based on the last 6 cycles, \d+ entries\.$/)).toBeInTheDocument();
  });

  it('says a "moved together" pattern rests on the weeks with both recorded, not only those that differed', () => {
    const level = (week: number) => (week < 12 ? 5 : week < 16 ? 8 : 2);
    const points = Array.from({ length: 20 }, (_, week) => ({
      day: addDays('2026-03-02', week * 7),
      value: level(week),
    }));
    render(
      <PatternList
        patterns={monitorPatterns({
          measures: [
            { id: 'sleep', name: 'sleep level', points },
            { id: 'fatigue', name: 'fatigue level', points },
          ],
          periods: [],
        })}
      />,
    );
    const pair = screen.getByRole('heading', { name: 'Sleep level and fatigue level' }).closest('li')!;
    expect(within(pair).getByText('Based on the last 20 weeks with both recorded, 40 entries.')).toBeInTheDocument();
  });

  it('says nothing is shown yet and how much more data each pattern needs', () => {
    render(
      <PatternList
        patterns={monitorPatterns({
          measures: [
            { id: 'sleep', name: 'sleep', points: [] },
            { id: 'fatigue', name: 'fatigue', points: [] },
          ],
          periods: [],
        })}
      />,
    );
    expect(screen.getByText(/^No patterns to show yet/)).toBeInTheDocument();
    expect(screen.getByText(/8 more weeks with both sleep and fatigue recorded needed/)).toBeInTheDocument();
  });
});

describe('RangeLinks', () => {
  it('links every range and marks the current one', () => {
    render(<RangeLinks basePath="/sleep" current="12m" />);
    const links = within(screen.getByRole('navigation', { name: 'Time range' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/sleep?range=3m',
      '/sleep?range=6m',
      '/sleep?range=12m',
      '/sleep?range=all',
    ]);
    expect(screen.getByRole('link', { name: '12 months' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });
});
