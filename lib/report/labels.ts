import { directionWords as herDirectionWords } from '@/lib/check/breast-map';
import { FEEL_LABELS, KIND_LABELS } from '@/lib/diary/finding-terms';
import { londonDate } from '@/lib/reminders/local-date';
import { LEVEL_MEANING } from '@/lib/risk/presentation';
import { facingClock } from './facing-clock';
import type { CheckInSummary, FindingRow, SymptomCount } from './build-report';
import type { Breast, BreastRegion, CheckInKind, MapPosition, RiskLevel } from './types';

/** The diary's word for an API enum value, so the report says what she chose; an unknown value in plain words. */
function diaryWord(labels: Record<string, string>, code: string): string {
  return Object.hasOwn(labels, code) ? labels[code]! : sentenceCase(code).toLowerCase();
}

/** "Lump", "Change in size or shape": the kind of finding as she chose it in the check. */
export function kindLabel(kind: string): string {
  return capitalise(diaryWord(KIND_LABELS, kind));
}

/** "rubbery", "thickened tissue": how a finding felt, as she chose it in the check. */
export function feelWords(feel: string): string {
  return diaryWord(FEEL_LABELS, feel);
}

/** "feel: rubbery", beside the size. */
export function feelLabel(feel: string): string {
  return `feel: ${feelWords(feel)}`;
}

const niceLevel = (level: keyof typeof LEVEL_MEANING) => `${LEVEL_MEANING[level].name} (NICE CG164)`;

/** Her level in NICE CG164's words, as the risk screens name it. */
export const RISK_LABELS: Record<RiskLevel, string> = {
  NEAR_POPULATION: niceLevel('near-population'),
  MODERATE: niceLevel('moderate'),
  HIGH: niceLevel('high'),
  NOT_APPLICABLE: 'Risk models do not apply to her',
};

/** Beside her level when her family meets a referral sign: NICE's levels come from the figures, the signs do not. */
export const FAMILY_HISTORY_REFERRAL_LABEL =
  'Her family history meets one of NICE CG164’s criteria for referral from primary care (1.3), whatever the level from the figures. She was advised to ask about a referral to a breast family history clinic.';
export const FAMILY_HISTORY_ADVICE_LABEL =
  'Her family history is one for which NICE CG164 (1.3.4) advises seeking advice from the designated secondary care contact. She was advised to talk to her GP about it.';

export const CHECK_IN_LABELS: Record<CheckInKind, string> = {
  stress: 'Stress',
  sleep: 'Sleep problems',
  mood: 'Low mood',
  fatigue: 'Fatigue',
  physical: 'Physical symptoms',
  menopause: 'Menopause symptoms',
};

/** "Stress: 2 entries, average 7, highest 8, latest 8 on 1 May 2026". */
export function checkInLine(entry: CheckInSummary): string {
  const entries = `${entry.entries} entr${entry.entries === 1 ? 'y' : 'ies'}`;
  return `${CHECK_IN_LABELS[entry.kind]}: ${entries}, average ${entry.average}, highest ${entry.highest}, latest ${entry.latest} on ${formatDate(entry.latestDate)}`;
}

/** "Night sweats (2 entries)". */
export function symptomLine({ symptom, entries }: SymptomCount): string {
  return `${symptom} (${entries} entr${entries === 1 ? 'y' : 'ies'})`;
}

/** The report lists her most frequent symptoms only, so it stays a one-minute read. */
export const MAX_REPORT_SYMPTOMS = 12;

/** Her most frequent symptoms, one line each, then how many more there are and where to find them. */
export function symptomLines(symptoms: readonly SymptomCount[]): string[] {
  const shown = symptoms.slice(0, MAX_REPORT_SYMPTOMS).map(symptomLine);
  const more = symptoms.length - MAX_REPORT_SYMPTOMS;
  if (more <= 0) return shown;
  return [...shown, `and ${more} more, each ticked less often (every entry is in the CSV)`];
}

/**
 * Where a finding stands, in the words both the screen and the PDF use. A check that did not check it says
 * nothing either way: never counted as not finding it, nor as still there; nor is one no later check asked about.
 */
export function findingState(row: FindingRow): string {
  if (row.goneOn) return `gone by ${formatDate(row.goneOn)}`;
  if (row.notFollowedUp) return 'recorded once; not followed up at later checks';
  if (row.notCheckedLatest) return 'not said to be gone, not checked at her latest check';
  return 'still there';
}

/** "1 of 1 check", "2 of 3 checks": how many of her checks since she noticed it found it, for screen and PDF. */
export function checksSeenWords(row: Pick<FindingRow, 'checksSeen' | 'checksSince'>): string {
  return `${row.checksSeen} of ${row.checksSince} check${row.checksSince === 1 ? '' : 's'}`;
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
 * Which way a clock hour points on that breast, in words that do not depend on the clock convention. The hour
 * is the report's, as you face her: 3 o'clock (towards her left) is towards the armpit on her left breast and
 * the breastbone on her right.
 */
export function directionWords(breast: Breast, facingHour: number): string {
  // The words are the check's, worked out from her own hour (turning the clock round is its own inverse).
  return herDirectionWords(breast === 'left' ? 'LEFT' : 'RIGHT', facingClock(facingHour), 'towards the breastbone');
}

/**
 * "10 o'clock, 3 cm from the nipple (upper, towards the breastbone)"; "Armpit"; "Upper outer quadrant". The hour
 * is as you face her (the stored one is as she looks down at herself), so it reads as a GP's notes do.
 */
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
      const hour = facingClock(position.clock);
      const distance = position.distanceCm == null ? '' : `, ${position.distanceCm} cm from the nipple`;
      return `${hour} o'clock${distance} (${directionWords(breast, hour)})`;
    }
  }
}

/** SYMPTOM_CODE → "Symptom code". */
export function sentenceCase(code: string): string {
  return capitalise(code.toLowerCase().replace(/_/g, ' '));
}

export function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 Mar 2026" from a YYYY-MM-DD date, or from an ISO instant on her UK day. */
export function formatDate(date: string): string {
  const day = date.length > 10 ? londonDate(date) : date;
  return DATE_FORMAT.format(new Date(`${day}T00:00:00Z`));
}
