import { RELATION_NAMES, relationNeedsSide, type Relation } from '../family';

const RELATION_LABELS: Record<Relation, string> = {
  mother: 'Mother',
  father: 'Father',
  sister: 'Sister',
  brother: 'Brother',
  daughter: 'Daughter',
  son: 'Son',
  niece: 'Niece',
  nephew: 'Nephew',
  granddaughter: 'Granddaughter',
  grandson: 'Grandson',
  'half-sister': 'Half-sister',
  'half-brother': 'Half-brother',
  grandmother: 'Grandmother',
  grandfather: 'Grandfather',
  aunt: 'Aunt',
  uncle: 'Uncle',
  'female-cousin': 'Cousin (female)',
  'male-cousin': 'Cousin (male)',
};

/** The relatives the family screen offers; `askSide` when she must say whether it is her mother's or father's side. */
export const RELATION_OPTIONS = RELATION_NAMES.map((relation) => ({
  value: relation,
  label: RELATION_LABELS[relation],
  askSide: relationNeedsSide(relation),
}));

export const SIDE_OPTIONS = [
  { value: 'maternal', label: 'My mother’s side' },
  { value: 'paternal', label: 'My father’s side' },
] as const;

/** Pancreatic and prostate cancer score in the Manchester score (BRCA2); prostate only for men, ovarian only for women. */
export const CANCER_SITE_OPTIONS = [
  { value: 'breast', label: 'Breast cancer', sexes: ['female', 'male'] },
  { value: 'ovarian', label: 'Ovarian cancer', sexes: ['female'] },
  { value: 'pancreatic', label: 'Pancreatic cancer', sexes: ['female', 'male'] },
  { value: 'prostate', label: 'Prostate cancer', sexes: ['male'] },
] as const;
