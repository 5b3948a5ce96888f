import { CHECK_IN_LEVEL } from '@/lib/validation/check-in-score';
import type { SymptomGroup } from './symptoms';

/** The four wellbeing check-ins; each is its own record type in the schema (Stress, Sleep, Mood, Fatigue). */
export const CHECK_IN_KINDS = ['stress', 'sleep', 'mood', 'fatigue'] as const;
export type CheckInKind = (typeof CHECK_IN_KINDS)[number];

/**
 * The symptom diaries (/physical, /menopausal): recorded like a check-in (how much, which symptoms, which day)
 * and stored as their own record types, but kept out of CHECK_IN_KINDS so the wellbeing dashboards, the week's
 * form and the demo year stay about the four wellbeing kinds.
 */
export const SYMPTOM_DIARY_KINDS = ['physical', 'menopause'] as const;
export type SymptomDiaryKind = (typeof SYMPTOM_DIARY_KINDS)[number];

/** Every kind recorded on a 0 to 10 scale with ticked symptoms. */
export type DiaryKind = CheckInKind | SymptomDiaryKind;

export const LEVEL_MIN = CHECK_IN_LEVEL.min;
export const LEVEL_MAX = CHECK_IN_LEVEL.max;

export interface EntryWords {
  one: string;
  many: string;
  /** With its article: 'a check-in', 'an entry'. */
  any: string;
}
const CHECK_IN_WORDS: EntryWords = { one: 'check-in', many: 'check-ins', any: 'a check-in' };
const DIARY_ENTRY_WORDS: EntryWords = { one: 'entry', many: 'entries', any: 'an entry' };

export interface ScaleMeaning {
  kind: DiaryKind;
  /** 'Stress', used in headings and chart names. */
  name: string;
  /** What one record is called: a wellbeing check-in, or a symptom diary entry. */
  entry: EntryWords;
  /** The heading of the ticked symptoms: 'Stress symptoms'. */
  symptomsName: string;
  /** The schema's record type, e.g. 'Fatigue' for createFatigue and fatigueByUid. */
  recordType: 'Stress' | 'Sleep' | 'Mood' | 'Fatigue' | 'Physical' | 'Menopause';
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

// Every level is 0 (none) to 10 (worst), as the schema says, so all the charts read the same way up.
export const SCALES: Record<DiaryKind, ScaleMeaning> = {
  stress: {
    kind: 'stress',
    name: 'Stress',
    entry: CHECK_IN_WORDS,
    symptomsName: 'Stress symptoms',
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
    entry: CHECK_IN_WORDS,
    symptomsName: 'Sleep symptoms',
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
    entry: CHECK_IN_WORDS,
    symptomsName: 'Mood symptoms',
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
    entry: CHECK_IN_WORDS,
    symptomsName: 'Fatigue symptoms',
    recordType: 'Fatigue',
    question: 'How tired have you felt?',
    lowWord: 'Full of energy',
    highWord: 'Exhausted',
    direction: 'A higher number means more tiredness.',
    symptomGroup: 'energy',
  },
  physical: {
    kind: 'physical',
    name: 'Physical symptoms',
    entry: DIARY_ENTRY_WORDS,
    symptomsName: 'Physical symptoms',
    recordType: 'Physical',
    question: 'How much have physical symptoms bothered you?',
    lowWord: 'Not at all',
    highWord: 'Very much',
    direction: 'A higher number means the symptoms bothered you more.',
    symptomGroup: 'physical',
  },
  menopause: {
    kind: 'menopause',
    name: 'Menopause symptoms',
    entry: DIARY_ENTRY_WORDS,
    symptomsName: 'Menopause symptoms',
    recordType: 'Menopause',
    question: 'How much have menopause symptoms bothered you?',
    lowWord: 'Not at all',
    highWord: 'Very much',
    direction: 'A higher number means the symptoms bothered you more.',
    symptomGroup: 'menopause',
  },
};

export function isCheckInKind(value: string): value is CheckInKind {
  return (CHECK_IN_KINDS as readonly string[]).includes(value);
}

export function isLevel(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= LEVEL_MIN && (value as number) <= LEVEL_MAX;
}

/** 'Stress 7 out of 10 (0 calm, not stressed; 10 extremely stressed)': a level in words for tables and summaries. */
export function describeLevel(kind: DiaryKind, level: number): string {
  const scale = SCALES[kind];
  const shown = Number.isInteger(level) ? String(level) : level.toFixed(1);
  return `${scale.name} ${shown} out of ${LEVEL_MAX} (0 ${scale.lowWord.toLowerCase()}; ${LEVEL_MAX} ${scale.highWord.toLowerCase()})`;
}
