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

/** Mother, sisters and daughters with breast cancer, the BCRAT count. */
export function firstDegreeWithBreastCancer(members: readonly FamilyMember[]): number {
  return members.filter((m) => RELATIONS[m.relation].bcratCounts && m.cancers.some((c) => c.site === 'breast')).length;
}

/** Every cancer in the family, placed on its side for the Manchester score. */
export function familyCancers(members: readonly FamilyMember[]): FamilyCancer[] {
  return members.flatMap((member) => {
    const side = RELATIONS[member.relation].side ?? member.side;
    if (!side) throw new RangeError(`say which side of the family the ${member.relation} is on`);
    const sex = memberSex(member);
    return member.cancers.map((cancer) => ({ ...cancer, side, sex }));
  });
}
