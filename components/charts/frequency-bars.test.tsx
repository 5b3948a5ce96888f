/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { symptomFrequency } from '@/lib/trends';
import { FrequencyBars } from './frequency-bars';

const empty = {
  message: 'Symptoms you tick in your sleep check-ins will be counted here.',
  action: { href: '/sleeper', label: 'Add a sleep check-in' },
};

describe('FrequencyBars', () => {
  const entries = [
    { symptoms: ['WAKING_AT_NIGHT', 'EARLY_WAKING'] },
    { symptoms: ['WAKING_AT_NIGHT'] },
    { symptoms: [] },
    { symptoms: ['WAKING_AT_NIGHT'] },
  ];

  it('draws one labelled bar per symptom, most frequent first, with the count written', () => {
    const { container } = render(
      <FrequencyBars title="Sleep symptoms" counts={symptomFrequency(entries, 'sleep')} entryCount={4} empty={empty} />,
    );
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Sleep symptoms 2 different symptoms ticked across your 4 entries. Most often: waking in the night, in 3 of 4.',
    );
    const bars = [...container.querySelectorAll('svg rect')].map((bar) => Number(bar.getAttribute('width')));
    expect(bars).toHaveLength(2);
    expect(bars[0]).toBeGreaterThan(bars[1]!);
    expect(within(chart as unknown as HTMLElement).getByText('Waking in the night')).toBeInTheDocument();
  });

  it('gives the counts and shares as a table', () => {
    render(
      <FrequencyBars title="Sleep symptoms" counts={symptomFrequency(entries, 'sleep')} entryCount={4} empty={empty} />,
    );
    const rows = within(screen.getByRole('table', { name: 'Sleep symptoms' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SymptomEntriesShare of entries',
      'Waking in the night375%',
      'Waking too early125%',
    ]);
  });

  it('never says a symptom was ticked in every entry when most had none', () => {
    const mostlyNone = [
      { symptoms: ['EARLY_WAKING'] },
      { symptoms: ['EARLY_WAKING'] },
      ...Array(18).fill({ symptoms: [] }),
    ];
    render(
      <FrequencyBars
        title="Sleep symptoms"
        counts={symptomFrequency(mostlyNone, 'sleep')}
        entryCount={20}
        empty={empty}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Sleep symptoms One symptom ticked across your 20 entries. Most often: waking too early, in 2 of 20.',
    );
  });

  it('shows how to add data when nothing was ticked', () => {
    render(<FrequencyBars title="Sleep symptoms" counts={[]} entryCount={3} empty={empty} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a sleep check-in' })).toHaveAttribute('href', '/sleeper');
  });
});
