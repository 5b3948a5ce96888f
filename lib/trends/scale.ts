import { CHECK_IN_LEVEL } from '@/lib/validation/check-in-score';
import type { SymptomGroup } from './symptoms';

/** The four wellbeing check-ins; each is its own record type in the schema (Stress, Sleep, Mood, Fatigue). */
export const CHECK_IN_KINDS = ['stress', 'sleep', 'mood', 'fatigue'] as const;
export type CheckInKind = (typeof CHECK_IN_KINDS)[number];

export const LEVEL_MIN = CHECK_IN_LEVEL.min;
export const LEVEL_MAX = CHECK_IN_LEVEL.max;

export interface ScaleMeaning {
  kind: CheckInKind;
  /** 'Stress', used in headings and chart names. */
  name: string;
  /** The schema's record type, e.g. 'Fatigue' for createFatigue and fatigueByUid. */
  recordType: 'Stress' | 'Sleep' | 'Mood' | 'Fatigue';
  /** The question the check-in asks. */
  question: string;
  /** Words for level 0 and level 10: the scale is never numbers alone. */
  lowWord: string;
  highWord: string;
  /** One plain sentence on which way is worse; sleep and mood read backwards to many people, so it is spelt out. */
  direction: string;
  /** Which of the schema's symptom enums the check-in offers. */
  symptomGroup: SymptomGroup;
}

// Every level is 0 (none) to 10 (worst), as the schema says, so all four charts read the same way up.
export const SCALES: Record<CheckInKind, ScaleMeaning> = {
  stress: {
    kind: 'stress',
    name: 'Stress',
    recordType: 'Stress',
    question: 'How stressed have you felt?',
    lowWord: 'Calm, not stressed',
    highWord: 'Extremely stressed',
    direction: 'A higher number means more stress.',
    symptomGroup: 'stress',
  },
  sleep: {
    kind: 'sleep',
    name: 'Sleep',
    recordType: 'Sleep',
    question: 'How badly has your sleep been affected?',
    lowWord: 'Slept well',
    highWord: 'Slept very badly',
    direction: 'Higher is worse: 0 means you slept well, 10 means your sleep was very poor.',
    symptomGroup: 'sleep',
  },
  mood: {
    kind: 'mood',
    name: 'Mood',
    recordType: 'Mood',
    question: 'How low or unsettled has your mood been?',
    lowWord: 'Good, settled mood',
    highWord: 'Very low or unsettled',
    direction: 'Higher is worse: 0 means your mood was good, 10 means it was very low or unsettled.',
    symptomGroup: 'mood',
  },
  fatigue: {
    kind: 'fatigue',
    name: 'Fatigue',
    recordType: 'Fatigue',
    question: 'How tired have you felt?',
    lowWord: 'Full of energy',
    highWord: 'Exhausted',
    direction: 'A higher number means more tiredness.',
    symptomGroup: 'energy',
  },
};

export function isCheckInKind(value: string): value is CheckInKind {
  return (CHECK_IN_KINDS as readonly string[]).includes(value);
}

export function isLevel(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= LEVEL_MIN && (value as number) <= LEVEL_MAX;
}

/** 'Stress 7 out of 10 (0 calm, not stressed; 10 extremely stressed)': a level in words for tables and summaries. */
export function describeLevel(kind: CheckInKind, level: number): string {
  const scale = SCALES[kind];
  const shown = Number.isInteger(level) ? String(level) : level.toFixed(1);
  return `${scale.name} ${shown} out of ${LEVEL_MAX} (0 ${scale.lowWord.toLowerCase()}; ${LEVEL_MAX} ${scale.highWord.toLowerCase()})`;
}
