import { checkInScore, SCORE_MAX } from './score';
import { describeLevel, SCALES } from './scale';

describe('checkInScore', () => {
  it('is 0 for level 0 with no symptoms and 100 for level 10 with four symptoms', () => {
    expect(checkInScore(0, 0)).toBe(0);
    expect(checkInScore(10, 4)).toBe(100);
    expect(SCORE_MAX).toBe(100);
  });

  it('weights the level by 8 and each symptom by 5', () => {
    expect(checkInScore(6, 0)).toBe(48);
    expect(checkInScore(6, 2)).toBe(58);
  });

  it('counts at most four symptoms so a long list cannot outweigh the level', () => {
    expect(checkInScore(3, 7)).toBe(checkInScore(3, 4));
    expect(checkInScore(3, 7)).toBeLessThan(checkInScore(6, 0));
  });

  it('never leaves 0-100 for any valid input', () => {
    for (let level = 0; level <= 10; level += 1) {
      for (let symptoms = 0; symptoms <= 8; symptoms += 1) {
        const score = checkInScore(level, symptoms);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
    }
  });

  it.each([
    [-1, 0],
    [11, 0],
    [4.5, 0],
    [5, -1],
    [5, 1.5],
    [Number.NaN, 0],
  ])('rejects level %p with %p symptoms', (level, symptoms) => {
    expect(() => checkInScore(level, symptoms)).toThrow(RangeError);
  });
});

describe('scale meaning', () => {
  it('says plainly that higher is worse for sleep and mood', () => {
    expect(SCALES.sleep.direction).toMatch(/^Higher is worse/);
    expect(SCALES.mood.direction).toMatch(/^Higher is worse/);
  });

  it('puts words at both ends of every scale', () => {
    for (const scale of Object.values(SCALES)) {
      expect(scale.lowWord.length).toBeGreaterThan(3);
      expect(scale.highWord.length).toBeGreaterThan(3);
    }
  });

  it('describes a level with its scale ends', () => {
    expect(describeLevel('sleep', 7)).toBe('Sleep 7 out of 10 (0 slept well; 10 slept very badly)');
    expect(describeLevel('mood', 2.5)).toBe('Mood 2.5 out of 10 (0 good, settled mood; 10 very low or unsettled)');
  });
});
