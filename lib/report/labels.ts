import type { Breast, CheckInKind, MapPosition, RiskLevel } from './types';

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

/** "2 o'clock, 3 cm from the nipple" as she sees it facing a mirror; "Armpit". */
export function positionLabel(position: MapPosition | null | undefined): string {
  if (!position) return 'Not marked';
  if (position.area === 'armpit') return 'Armpit';
  const distance = position.distanceCm == null ? '' : `, ${position.distanceCm} cm from the nipple`;
  return `${position.clock} o'clock${distance}`;
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
