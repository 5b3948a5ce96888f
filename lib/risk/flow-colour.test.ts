import { flowSeverity } from './flow-colour';

describe('flowSeverity', () => {
  it.each([
    ['very light', 1],
    ['Very-Light', 1],
    ['very_light', 1],
    ['light', 2],
    ['normal', 3],
    [' Heavy ', 4],
    ['very heavy', 5],
    ['', 5],
    [null, 5],
    [undefined, 5],
  ])('%p is step %d', (level, step) => {
    expect(flowSeverity(level).step).toBe(step);
  });

  it('gives each level its own shade and anything else the darkest', () => {
    const colours = ['very light', 'light', 'normal', 'heavy', 'clots'].map((l) => flowSeverity(l).colour);
    expect(new Set(colours).size).toBe(5);
    expect(flowSeverity('spotting').colour).toBe(colours[4]);
  });
});
