import type { Breast, BreastRegion, CheckInKind, MapPosition, RiskLevel } from './types';

const FEEL_LABELS: Record<string, string> = {
  HARD: 'feels hard',
  FIRM: 'feels firm',
  RUBBERY: 'feels rubbery',
  SOFT: 'feels soft',
  THICKENED: 'feels thickened',
  NOT_SURE: 'feel not sure',
};

export function feelLabel(feel: string): string {
  return FEEL_LABELS[feel] ?? sentenceCase(feel).toLowerCase();
}

const KIND_LABELS: Record<string, string> = {
  LUMP: 'Lump or thickening',
  SKIN_CHANGE: 'Skin change',
  NIPPLE_CHANGE: 'Nipple change',
  DISCHARGE: 'Nipple discharge',
  PAIN: 'Pain',
  SWELLING: 'Swelling',
  SIZE_OR_SHAPE_CHANGE: 'Change in size or shape',
};

export const RISK_LABELS: Record<RiskLevel, string> = {
  NEAR_POPULATION: 'Near population risk (NICE CG164)',
  MODERATE: 'Moderate risk (NICE CG164)',
  HIGH: 'High risk (NICE CG164)',
  NOT_APPLICABLE: 'Risk models do not apply to her',
};

export const CHECK_IN_LABELS: Record<CheckInKind, string> = {
  stress: 'Stress',
  sleep: 'Sleep problems',
  mood: 'Low mood',
  fatigue: 'Fatigue',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? sentenceCase(kind);
}

export function breastLabel(breast: Breast): string {
  return breast === 'left' ? 'Left' : 'Right';
}

const REGION_LABELS: Record<BreastRegion, string> = {
  UPPER_OUTER: 'Upper outer quadrant',
  UPPER_INNER: 'Upper inner quadrant',
  LOWER_OUTER: 'Lower outer quadrant',
  LOWER_INNER: 'Lower inner quadrant',
  CENTRAL: 'Nipple and areola',
};

/**
 * Which way a clock hour points on that breast, in words that do not depend on the clock convention:
 * 3 o'clock (towards her right) is towards the armpit on her right breast and the breastbone on her left.
 */
export function directionWords(breast: Breast, clock: number): string {
  const hour = clock % 12;
  const vertical = hour === 3 || hour === 9 ? '' : hour >= 4 && hour <= 8 ? 'lower' : 'upper';
  if (hour === 0 || hour === 6) return vertical === 'upper' ? 'above the nipple' : 'below the nipple';
  const towardsHerRight = hour >= 1 && hour <= 5;
  const across = towardsHerRight === (breast === 'right') ? 'towards the armpit' : 'towards the breastbone';
  return vertical ? `${vertical}, ${across}` : across;
}

/** "2 o'clock, 3 cm from the nipple (upper, towards the breastbone)"; "Armpit"; "Upper outer quadrant". */
export function positionLabel(breast: Breast, position: MapPosition | null | undefined): string {
  if (!position) return 'Place not marked';
  switch (position.area) {
    case 'armpit':
      return 'Armpit';
    case 'whole':
      return 'Whole breast';
    case 'region':
      return REGION_LABELS[position.region];
    case 'breast': {
      if (position.distanceCm === 0) return 'At the nipple';
      const distance = position.distanceCm == null ? '' : `, ${position.distanceCm} cm from the nipple`;
      return `${position.clock} o'clock${distance} (${directionWords(breast, position.clock)})`;
    }
  }
}

/** SYMPTOM_CODE → "Symptom code". */
export function sentenceCase(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 Mar 2026" from a YYYY-MM-DD date or the date part of an ISO instant. */
export function formatDate(date: string): string {
  return DATE_FORMAT.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
