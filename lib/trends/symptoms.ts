/**
 * The symptom enums of graphql/schema.graphql with the words a woman reads. symptoms.test.ts keeps these
 * lists equal to the schema, so a value added there cannot be missing here.
 */
export const SYMPTOM_LABELS = {
  mood: {
    ANXIOUS: 'Anxious',
    IRRITABLE: 'Irritable',
    LOW: 'Low',
    TEARFUL: 'Tearful',
    MOOD_SWINGS: 'Mood swings',
    ANGRY: 'Angry',
    NUMB: 'Numb or flat',
  },
  stress: {
    OVERWHELMED: 'Overwhelmed',
    RACING_THOUGHTS: 'Racing thoughts',
    MUSCLE_TENSION: 'Muscle tension',
    PALPITATIONS: 'Palpitations',
    RESTLESSNESS: 'Restless',
    POOR_CONCENTRATION: 'Poor concentration',
  },
  sleep: {
    DIFFICULTY_FALLING_ASLEEP: 'Hard to fall asleep',
    WAKING_AT_NIGHT: 'Waking in the night',
    EARLY_WAKING: 'Waking too early',
    NIGHT_SWEATS: 'Night sweats',
    UNREFRESHING_SLEEP: 'Woke up unrefreshed',
    OVERSLEEPING: 'Oversleeping',
  },
  energy: {
    TIREDNESS: 'Tired',
    EXHAUSTION: 'Exhausted',
    LOW_MOTIVATION: 'Low motivation',
    MUSCLE_WEAKNESS: 'Muscle weakness',
    DAYTIME_NAPS: 'Napping in the day',
  },
  // Plain words for what she noticed; none of them names a condition.
  physical: {
    HEADACHE: 'Headache',
    DIZZINESS: 'Dizziness',
    TINGLING_OR_NUMBNESS: 'Tingling or numbness',
    BLOATING: 'Bloating',
    NAUSEA: 'Feeling sick (nausea)',
    JOINT_OR_MUSCLE_PAIN: 'Joint or muscle pain',
    TIREDNESS: 'Tiredness',
    SKIN_CHANGES: 'Skin changes',
  },
  // The NHS's list of menopause symptoms (nhs.uk/conditions/menopause/symptoms/).
  menopause: {
    HOT_FLUSHES: 'Hot flushes',
    NIGHT_SWEATS: 'Night sweats',
    VAGINAL_DRYNESS: 'Vaginal dryness, pain, itching or discomfort',
    IRREGULAR_PERIODS: 'Changes to your periods',
    LOW_LIBIDO: 'Less interest in sex',
    JOINT_PAIN: 'Joint aches',
    DIFFICULTY_SLEEPING: 'Difficulty sleeping',
    LOW_MOOD_OR_ANXIETY: 'Low mood or anxiety',
    BRAIN_FOG: 'Problems with memory or concentration (brain fog)',
    HEADACHES: 'Headaches',
    PALPITATIONS: 'Palpitations (a pounding or racing heartbeat)',
  },
} as const;

export type SymptomGroup = keyof typeof SYMPTOM_LABELS;
/** The schema's enum name for each group, e.g. 'MoodSymptom'. */
export const SYMPTOM_ENUM_NAMES: Record<SymptomGroup, string> = {
  mood: 'MoodSymptom',
  stress: 'StressSymptom',
  sleep: 'SleepSymptom',
  energy: 'EnergySymptom',
  physical: 'PhysicalSymptom',
  menopause: 'MenopausalSymptom',
};

export type SymptomOf<G extends SymptomGroup> = keyof (typeof SYMPTOM_LABELS)[G] & string;

export function symptomValues<G extends SymptomGroup>(group: G): SymptomOf<G>[] {
  return Object.keys(SYMPTOM_LABELS[group]) as SymptomOf<G>[];
}

/** The label of a symptom value, or the value in plain words when it is not in the group. */
export function symptomLabel(group: SymptomGroup, value: string): string {
  const labels: Record<string, string> = SYMPTOM_LABELS[group];
  return labels[value] ?? value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');
}
