import { symptomFrequency } from './frequency';

describe('symptomFrequency', () => {
  it('counts each symptom once per entry, most frequent first, ties by label', () => {
    const counts = symptomFrequency(
      [
        { symptoms: ['WAKING_AT_NIGHT', 'EARLY_WAKING'] },
        { symptoms: ['WAKING_AT_NIGHT', 'WAKING_AT_NIGHT'] },
        { symptoms: ['NIGHT_SWEATS'] },
        { symptoms: [] },
      ],
      'sleep',
    );
    expect(counts).toEqual([
      { value: 'WAKING_AT_NIGHT', label: 'Waking in the night', count: 2 },
      { value: 'NIGHT_SWEATS', label: 'Night sweats', count: 1 },
      { value: 'EARLY_WAKING', label: 'Waking too early', count: 1 },
    ]);
  });

  it('is empty when nothing was ticked', () => {
    expect(symptomFrequency([{ symptoms: [] }], 'mood')).toEqual([]);
  });
});
