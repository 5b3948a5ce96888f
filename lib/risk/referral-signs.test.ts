import type { FamilyMember, Relation } from './family';
import type { Lineage } from './manchester';
import { familyReferralSigns } from './referral-signs';

type Site = 'breast' | 'ovarian' | 'pancreatic' | 'prostate';

const had = (relation: Relation, site: Site, age: number | 'unknown', side?: Lineage): FamilyMember => ({
  relation,
  side,
  cancers: [{ site, ageAtDiagnosis: age }],
});

describe('familyReferralSigns', () => {
  it('meets none with no relatives', () => {
    expect(familyReferralSigns([])).toEqual([]);
  });

  describe('a mother, sister or daughter with breast cancer before 40', () => {
    it.each([
      ['mother', 36],
      ['sister', 39],
      ['daughter', 25],
    ] as const)('is met by a %s at %i', (relation, age) => {
      expect(familyReferralSigns([had(relation, 'breast', age)])).toEqual(['first-degree-female-under-40']);
    });

    it.each([
      ['a mother at 40', had('mother', 'breast', 40)],
      ['a mother at an unknown age', had('mother', 'breast', 'unknown')],
      ['an aunt at 35', had('aunt', 'breast', 35, 'maternal')],
      ['a mother with ovarian cancer at 35', had('mother', 'ovarian', 35)],
    ])('is not met by %s', (_, relative) => {
      expect(familyReferralSigns([relative])).toEqual([]);
    });
  });

  describe('a father, brother or son with breast cancer', () => {
    it.each([
      ['father', 55],
      ['brother', 70],
      ['son', 'unknown'],
    ] as const)('is met by a %s at any age (%s)', (relation, age) => {
      expect(familyReferralSigns([had(relation, 'breast', age)])).toEqual(['first-degree-male']);
    });

    it.each([
      ['an uncle', had('uncle', 'breast', 50, 'paternal')],
      ['a grandfather', had('grandfather', 'breast', 50, 'maternal')],
      ['a father with prostate cancer', had('father', 'prostate', 50)],
    ])('is not met by %s', (_, relative) => {
      expect(familyReferralSigns([relative])).toEqual([]);
    });
  });

  describe('breast cancer in both breasts in a mother, sister or daughter, the first before 50', () => {
    const bothBreasts = (first: number | 'unknown', second: number): FamilyMember => ({
      relation: 'sister',
      cancers: [
        { site: 'breast', ageAtDiagnosis: first },
        { site: 'breast', ageAtDiagnosis: second },
      ],
    });

    it('is met by one sister with a breast cancer at 48 and another at 58', () => {
      expect(familyReferralSigns([bothBreasts(48, 58)])).toEqual(['first-degree-bilateral-under-50']);
    });

    it('is not met when the first was at 50', () => {
      expect(familyReferralSigns([bothBreasts(50, 58)])).toEqual([]);
    });

    it('is not met when the first age is unknown and the other is 58', () => {
      expect(familyReferralSigns([bothBreasts('unknown', 58)])).toEqual([]);
    });

    it('is not met by two separate entries for her mother, which say nothing of a second cancer', () => {
      expect(familyReferralSigns([had('mother', 'breast', 48), had('mother', 'breast', 58)])).toEqual([]);
    });
  });

  describe('two close relatives with breast cancer, at least one a parent, sibling or child', () => {
    it('is met by two sisters', () => {
      expect(familyReferralSigns([had('sister', 'breast', 60), had('sister', 'breast', 65)])).toEqual([
        'two-close-breast',
      ]);
    });

    it('is met by a mother and her mother', () => {
      expect(familyReferralSigns([had('mother', 'breast', 62), had('grandmother', 'breast', 75, 'maternal')])).toEqual([
        'two-close-breast',
      ]);
    });

    it('is met by a sister and an aunt on either side, since a sister is on both', () => {
      expect(familyReferralSigns([had('sister', 'breast', 62), had('aunt', 'breast', 70, 'paternal')])).toEqual([
        'two-close-breast',
      ]);
    });

    it.each([
      [
        'a mother and a paternal aunt (different sides)',
        [had('mother', 'breast', 62), had('aunt', 'breast', 70, 'paternal')],
      ],
      [
        'two maternal second-degree relatives',
        [had('aunt', 'breast', 62, 'maternal'), had('grandmother', 'breast', 70, 'maternal')],
      ],
      [
        'a mother and a maternal cousin (third-degree)',
        [had('mother', 'breast', 62), had('female-cousin', 'breast', 45, 'maternal')],
      ],
      ['the same mother entered twice', [had('mother', 'breast', 48), had('mother', 'breast', 58)]],
    ])('is not met by %s', (_, relatives) => {
      expect(familyReferralSigns(relatives)).toEqual([]);
    });
  });

  describe('one close relative with breast cancer and one with ovarian cancer, one of them first-degree', () => {
    it('is met by a mother with breast cancer and a maternal aunt with ovarian cancer', () => {
      expect(familyReferralSigns([had('mother', 'breast', 60), had('aunt', 'ovarian', 55, 'maternal')])).toEqual([
        'breast-and-ovarian',
      ]);
    });

    it('is met by a paternal grandmother with breast cancer and a sister with ovarian cancer', () => {
      expect(
        familyReferralSigns([had('grandmother', 'breast', 70, 'paternal'), had('sister', 'ovarian', 'unknown')]),
      ).toEqual(['breast-and-ovarian']);
    });

    it.each([
      [
        'two second-degree relatives',
        [had('aunt', 'breast', 60, 'maternal'), had('grandmother', 'ovarian', 55, 'maternal')],
      ],
      ['relatives on different sides', [had('mother', 'breast', 60), had('aunt', 'ovarian', 55, 'paternal')]],
      [
        'one mother who had both',
        [
          {
            relation: 'mother',
            cancers: [
              { site: 'breast', ageAtDiagnosis: 60 },
              { site: 'ovarian', ageAtDiagnosis: 65 },
            ],
          } satisfies FamilyMember,
        ],
      ],
    ])('is not met by %s', (_, relatives) => {
      expect(familyReferralSigns(relatives)).toEqual([]);
    });
  });

  describe('three close relatives with breast cancer on one side', () => {
    it('is met by three maternal second-degree relatives over 60', () => {
      expect(
        familyReferralSigns([
          had('grandmother', 'breast', 72, 'maternal'),
          had('aunt', 'breast', 64, 'maternal'),
          had('aunt', 'breast', 68, 'maternal'),
        ]),
      ).toEqual(['three-close-breast']);
    });

    it.each([
      [
        'two maternal and one paternal',
        [
          had('aunt', 'breast', 64, 'maternal'),
          had('grandmother', 'breast', 72, 'maternal'),
          had('aunt', 'breast', 68, 'paternal'),
        ],
      ],
      [
        'two aunts and a cousin',
        [
          had('aunt', 'breast', 64, 'maternal'),
          had('aunt', 'breast', 68, 'maternal'),
          had('female-cousin', 'breast', 50, 'maternal'),
        ],
      ],
      [
        'her maternal grandmother entered twice and an aunt',
        [
          had('grandmother', 'breast', 72, 'maternal'),
          had('grandmother', 'breast', 74, 'maternal'),
          had('aunt', 'breast', 68, 'maternal'),
        ],
      ],
    ])('is not met by %s', (_, relatives) => {
      expect(familyReferralSigns(relatives)).toEqual([]);
    });
  });

  it('lists every sign met, in NICE’s order', () => {
    expect(
      familyReferralSigns([
        had('mother', 'breast', 38),
        had('grandmother', 'breast', 70, 'maternal'),
        had('aunt', 'ovarian', 50, 'maternal'),
      ]),
    ).toEqual(['first-degree-female-under-40', 'two-close-breast', 'breast-and-ovarian']);
  });
});
