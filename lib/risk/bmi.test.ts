import { bmiBand, bmiFromImperial, heightM, weightKg } from './bmi';

describe('imperial conversions', () => {
  it('uses the spec constants', () => {
    expect(weightKg({ weightStones: 1, weightPounds: 0 })).toBe(6.35029318);
    expect(weightKg({ weightStones: 0, weightPounds: 1 })).toBe(0.45359237);
    expect(heightM({ heightFeet: 0, heightInches: 1 })).toBeCloseTo(0.0254, 12);
    expect(heightM({ heightFeet: 5, heightInches: 5 })).toBeCloseTo(1.651, 12);
  });
});

describe('bmiFromImperial', () => {
  it.each([
    // 10 st 0 lb = 63.5029318 kg; 5 ft 5 in = 1.651 m → 23.297…
    [{ weightStones: 10, weightPounds: 0, heightFeet: 5, heightInches: 5 }, 23.3, 'healthy'],
    // 14 st 7 lb = 92.079…kg; 5 ft 4 in = 1.6256 m → 34.84…
    [{ weightStones: 14, weightPounds: 7, heightFeet: 5, heightInches: 4 }, 34.8, 'obese'],
    // 7 st 2 lb = 45.359… kg; 5 ft 7 in = 1.7018 m → 15.66…
    [{ weightStones: 7, weightPounds: 2, heightFeet: 5, heightInches: 7 }, 15.7, 'underweight'],
  ] as const)('%o gives %d (%s)', (measurements, value, band) => {
    expect(bmiFromImperial(measurements)).toEqual({ value, band, lowerThresholds: false });
  });

  it('rejects a zero height instead of returning Infinity', () => {
    expect(() => bmiFromImperial({ weightStones: 10, weightPounds: 0, heightFeet: 0, heightInches: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('bmiBand boundaries (NHS adult bands)', () => {
  it.each([
    [18.4, 'underweight'],
    [18.5, 'healthy'],
    [24.9, 'healthy'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obese'],
    [39.9, 'obese'],
    [40, 'severely-obese'],
  ] as const)('%d is %s', (bmi, band) => {
    expect(bmiBand(bmi)).toBe(band);
  });

  it.each([
    [22.9, 'healthy'],
    [23, 'overweight'],
    [27.4, 'overweight'],
    [27.5, 'obese'],
  ] as const)('%d is %s with the lower thresholds', (bmi, band) => {
    expect(bmiBand(bmi, true)).toBe(band);
  });
});
