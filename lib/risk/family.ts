import type { FamilyCancer, FamilySide, Lineage, BreastPathology, OvarianPathology, CancerSite } from './manchester';

interface RelationFacts {
  sex: 'female' | 'male';
  /** Fixed side, or null when the answer must say which side (grandparents, aunts, half-siblings …). */
  side: FamilySide | null;
  /** Mother, sister or daughter: the only relatives BCRAT counts. */
  bcratCounts: boolean;
}

export const RELATIONS = {
  mother: { sex: 'female', side: 'maternal', bcratCounts: true },
  father: { sex: 'male', side: 'paternal', bcratCounts: false },
  sister: { sex: 'female', side: 'both', bcratCounts: true },
  brother: { sex: 'male', side: 'both', bcratCounts: false },
  daughter: { sex: 'female', side: 'both', bcratCounts: true },
  son: { sex: 'male', side: 'both', bcratCounts: false },
  niece: { sex: 'female', side: 'both', bcratCounts: false },
  nephew: { sex: 'male', side: 'both', bcratCounts: false },
  granddaughter: { sex: 'female', side: 'both', bcratCounts: false },
  grandson: { sex: 'male', side: 'both', bcratCounts: false },
  'half-sister': { sex: 'female', side: null, bcratCounts: false },
  'half-brother': { sex: 'male', side: null, bcratCounts: false },
  grandmother: { sex: 'female', side: null, bcratCounts: false },
  grandfather: { sex: 'male', side: null, bcratCounts: false },
  aunt: { sex: 'female', side: null, bcratCounts: false },
  uncle: { sex: 'male', side: null, bcratCounts: false },
  'female-cousin': { sex: 'female', side: null, bcratCounts: false },
  'male-cousin': { sex: 'male', side: null, bcratCounts: false },
} as const satisfies Record<string, RelationFacts>;

export type Relation = keyof typeof RELATIONS;
export const RELATION_NAMES = Object.keys(RELATIONS) as [Relation, ...Relation[]];

export interface RelativeCancer {
  site: CancerSite;
  ageAtDiagnosis: number | 'unknown';
  breastPathology?: BreastPathology | undefined;
  ovarianPathology?: OvarianPathology | undefined;
}

export interface FamilyMember {
  relation: Relation;
  /** Needed only for relations that can be on either side. */
  side?: Lineage | undefined;
  cancers: readonly RelativeCancer[];
}

export function relationNeedsSide(relation: Relation): boolean {
  return RELATIONS[relation].side === null;
}

export function memberSex(member: FamilyMember): 'female' | 'male' {
  return RELATIONS[member.relation].sex;
}

/** The side a relative is on: fixed by the relation, or as she said. */
export function memberSide(member: FamilyMember): FamilySide | undefined {
  return RELATIONS[member.relation].side ?? member.side;
}

/** Relations she has only one of (on each side): every entry for one of them is the same person. */
const ONE_PERSON_RELATIONS: ReadonlySet<Relation> = new Set(['mother', 'father', 'grandmother', 'grandfather']);

/**
 * Her relatives as people, for anything that counts relatives. Each entry is one person with the cancers she
 * said that person had (the questionnaire links a row to an earlier one for the same person), except that
 * entries for her mother, her father or a grandparent on one side are that one person: answers saved before
 * rows could be linked hold each cancer as its own entry. A site repeated across such entries counts once, at
 * the younger age, since nothing said it was a second cancer; within one entry every cancer stands.
 */
export function familyPeople(members: readonly FamilyMember[]): FamilyMember[] {
  const people: FamilyMember[] = [];
  const onlyOne = new Map<string, number>();
  for (const member of members) {
    const key = `${member.relation}:${memberSide(member) ?? ''}`;
    const earlier = ONE_PERSON_RELATIONS.has(member.relation) ? onlyOne.get(key) : undefined;
    if (earlier === undefined) {
      if (ONE_PERSON_RELATIONS.has(member.relation)) onlyOne.set(key, people.length);
      people.push(member);
    } else {
      const person = people[earlier]!;
      people[earlier] = { ...person, cancers: member.cancers.reduce(withCancer, person.cancers) };
    }
  }
  return people;
}

const ageOrLast = (cancer: RelativeCancer) => (cancer.ageAtDiagnosis === 'unknown' ? Infinity : cancer.ageAtDiagnosis);

/** A cancer from another entry for the same person: a site already there keeps whichever was found younger. */
function withCancer(cancers: readonly RelativeCancer[], cancer: RelativeCancer): readonly RelativeCancer[] {
  const same = cancers.findIndex((c) => c.site === cancer.site);
  if (same === -1) return [...cancers, cancer];
  return ageOrLast(cancer) < ageOrLast(cancers[same]!) ? cancers.map((c, i) => (i === same ? cancer : c)) : cancers;
}

/** Mother, sisters and daughters with breast cancer, the BCRAT count: each person once. */
export function firstDegreeWithBreastCancer(members: readonly FamilyMember[]): number {
  return familyPeople(members).filter(
    (m) => RELATIONS[m.relation].bcratCounts && m.cancers.some((c) => c.site === 'breast'),
  ).length;
}

/** Every cancer in the family, placed on its side for the Manchester score. */
export function familyCancers(members: readonly FamilyMember[]): FamilyCancer[] {
  return familyPeople(members).flatMap((member) => {
    const side = memberSide(member);
    if (!side) throw new RangeError(`say which side of the family the ${member.relation} is on`);
    const sex = memberSex(member);
    return member.cancers.map((cancer) => ({ ...cancer, side, sex }));
  });
}
