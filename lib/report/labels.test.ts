import { directionWords, formatDate, positionLabel } from './labels';

describe('directionWords', () => {
  it('says which way an hour points on each breast, as she looks down', () => {
    expect(directionWords('right', 2)).toBe('upper, towards the armpit');
    expect(directionWords('left', 2)).toBe('upper, towards the breastbone');
    expect(directionWords('left', 9)).toBe('towards the armpit');
    expect(directionWords('right', 8)).toBe('lower, towards the breastbone');
    expect(directionWords('left', 12)).toBe('above the nipple');
    expect(directionWords('right', 6)).toBe('below the nipple');
  });
});

describe('positionLabel', () => {
  it('names every kind of place a finding can be', () => {
    expect(positionLabel('left', { area: 'breast', clock: 10, distanceCm: 4 })).toBe(
      "10 o'clock, 4 cm from the nipple (upper, towards the armpit)",
    );
    expect(positionLabel('left', { area: 'breast', clock: 12, distanceCm: 0 })).toBe('At the nipple');
    expect(positionLabel('right', { area: 'armpit' })).toBe('Armpit');
    expect(positionLabel('right', { area: 'whole' })).toBe('Whole breast');
    expect(positionLabel('right', { area: 'region', region: 'LOWER_INNER' })).toBe('Lower inner quadrant');
    expect(positionLabel('right', null)).toBe('Place not marked');
  });
});

describe('formatDate', () => {
  it('writes UK dates', () => {
    expect(formatDate('2028-02-29')).toBe('29 Feb 2028');
    expect(formatDate('2026-03-31T23:30:00Z')).toBe('31 Mar 2026');
  });
});
