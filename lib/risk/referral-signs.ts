import { familyPeople, memberSide, RELATIONS, type FamilyMember, type Relation } from './family';
import type { Lineage } from './manchester';

/**
 * The family histories for which NICE CG164 (1.3) advises referral from primary care, whatever the figures,
 * in her words. NICE's levels come from the figures; these are a separate trigger her GP uses.
 */
export const REFERRAL_SIGNS = {
  'first-degree-female-under-40': 'your mother, sister or daughter had breast cancer before the age of 40',
  'first-degree-male': 'your father, brother or son has had breast cancer, at any age',
  'first-degree-bilateral-under-50':
    'your parent, brother, sister or child had breast cancer in both breasts, the first before 50',
  'two-close-breast':
    'two of your parents, brothers, sisters and children have had breast cancer, or one of them and a grandparent, aunt, uncle, niece, nephew, half-brother, half-sister or grandchild',
  'breast-and-ovarian':
    'one close relative has had breast cancer and one has had ovarian cancer, and at least one of them is your parent, brother, sister or child',
  'three-close-breast':
    'three close relatives (parents, brothers, sisters, children, grandparents, aunts, uncles, nieces, nephews, half-brothers, half-sisters or grandchildren) have had breast cancer',
} as const;

export type ReferralSign = keyof typeof REFERRAL_SIGNS;

// NICE counts first- and second-degree relatives only; cousins are third-degree.
const DEGREE: Record<Relation, 1 | 2 | 3> = {
  mother: 1,
  father: 1,
  sister: 1,
  brother: 1,
  daughter: 1,
  son: 1,
  grandmother: 2,
  grandfather: 2,
  aunt: 2,
  uncle: 2,
  niece: 2,
  nephew: 2,
  'half-sister': 2,
  'half-brother': 2,
  granddaughter: 2,
  grandson: 2,
  'female-cousin': 3,
  'male-cousin': 3,
};

interface Person {
  degree: 1 | 2 | 3;
  sex: 'female' | 'male';
  /** Her parent's lines this person is on: siblings and children are on both. */
  lines: readonly Lineage[];
  breastAges: readonly (number | 'unknown')[];
  ovarian: boolean;
}

function toPerson(member: FamilyMember): Person {
  const side = memberSide(member);
  return {
    degree: DEGREE[member.relation],
    sex: RELATIONS[member.relation].sex,
    lines: side === 'both' ? ['maternal', 'paternal'] : side ? [side] : [],
    breastAges: member.cancers.filter((c) => c.site === 'breast').map((c) => c.ageAtDiagnosis),
    ovarian: member.cancers.some((c) => c.site === 'ovarian'),
  };
}

const hasBreast = (p: Person) => p.breastAges.length > 0;
const diagnosedBefore = (p: Person, age: number) => p.breastAges.some((a) => typeof a === 'number' && a < age);

/**
 * Which of NICE's referral signs her relatives meet. Relatives count together only on the same side of her
 * family; an unknown age meets only the "at any age" signs. Two breast cancers in one person are cancer in both
 * breasts, because the questionnaire asks for a row for each breast, linked as the same person.
 */
export function familyReferralSigns(members: readonly FamilyMember[]): ReferralSign[] {
  const people = familyPeople(members).map(toPerson);
  const firstDegree = people.filter((p) => p.degree === 1);
  const met = new Set<ReferralSign>();
  if (firstDegree.some((p) => p.sex === 'female' && diagnosedBefore(p, 40))) met.add('first-degree-female-under-40');
  if (firstDegree.some((p) => p.sex === 'male' && hasBreast(p))) met.add('first-degree-male');
  if (firstDegree.some((p) => p.breastAges.length >= 2 && diagnosedBefore(p, 50))) {
    met.add('first-degree-bilateral-under-50');
  }
  for (const line of ['maternal', 'paternal'] as const) {
    const close = people.filter((p) => p.degree <= 2 && p.lines.includes(line));
    const breast = close.filter(hasBreast);
    if (breast.length >= 2 && breast.some((p) => p.degree === 1)) met.add('two-close-breast');
    if (breast.length >= 3) met.add('three-close-breast');
    const ovarian = close.filter((p) => p.ovarian);
    if (breast.some((b) => ovarian.some((o) => o !== b && (b.degree === 1 || o.degree === 1)))) {
      met.add('breast-and-ovarian');
    }
  }
  return (Object.keys(REFERRAL_SIGNS) as ReferralSign[]).filter((sign) => met.has(sign));
}

/**
 * NICE CG164 1.3.4: with breast cancer in the family that meets none of the referral signs, her GP should seek
 * advice from the designated secondary care contact if any of these is present too. Only those the questionnaire
 * can see: it does not ask about Jewish ancestry, sarcoma, glioma or adrenal cortical carcinoma.
 */
export const ADVICE_SIGNS = {
  'bilateral-breast': 'a close relative has had breast cancer in both breasts',
  'male-breast': 'a man in your close family has had breast cancer',
  ovarian: 'a close relative has had ovarian cancer',
  'paternal-breast': 'two or more relatives on your father’s side have had breast cancer',
} as const;

export type AdviceSign = keyof typeof ADVICE_SIGNS;

/** NICE CG164 1.3.4's signs her first- and second-degree relatives meet, for a family with breast cancer in it. */
export function familyAdviceSigns(members: readonly FamilyMember[]): AdviceSign[] {
  const close = familyPeople(members)
    .map(toPerson)
    .filter((p) => p.degree <= 2);
  if (!close.some(hasBreast)) return [];
  const met = new Set<AdviceSign>();
  if (close.some((p) => p.breastAges.length >= 2)) met.add('bilateral-breast');
  if (close.some((p) => p.sex === 'male' && hasBreast(p))) met.add('male-breast');
  if (close.some((p) => p.ovarian)) met.add('ovarian');
  // Her father's side only: brothers and sisters are on both sides, so they do not make it a paternal history.
  const paternal = close.filter((p) => p.lines.length === 1 && p.lines[0] === 'paternal' && hasBreast(p));
  if (paternal.length >= 2) met.add('paternal-breast');
  return (Object.keys(ADVICE_SIGNS) as AdviceSign[]).filter((sign) => met.has(sign));
}
