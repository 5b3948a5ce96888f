import { riskAnswersSchema, type RiskAnswersInput } from './answers-schema';

const minimal: RiskAnswersInput = {
  age: 45,
  race: 'white',
  menarcheAge: 'unknown',
  firstBirthAge: 'nulliparous',
  biopsies: 0,
  atypicalHyperplasia: 'no',
};

function messages(input: unknown) {
  const result = riskAnswersSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('riskAnswersSchema', () => {
  it('fills the optional lists with empty defaults', () => {
    expect(riskAnswersSchema.parse(minimal)).toMatchObject({
      personalHistory: [],
      ownVariants: [],
      familyVariants: [],
      family: [],
      unknownFamilySides: [],
    });
  });

  it("accepts 'no' hyperplasia with no biopsy, which the questionnaire may send", () => {
    expect(riskAnswersSchema.safeParse(minimal).success).toBe(true);
  });

  it('accepts a relative diagnosed after 90', () => {
    const family = [{ relation: 'grandmother', side: 'paternal', cancers: [{ site: 'breast', ageAtDiagnosis: 92 }] }];
    expect(riskAnswersSchema.safeParse({ ...minimal, family }).success).toBe(true);
  });

  it('gives field messages a form can show', () => {
    expect(messages({ ...minimal, biopsies: 1.5 })).toEqual({
      biopsies: `Enter the number of breast biopsies you have had, or choose "I don't know"`,
    });
    expect(messages({ ...minimal, age: 95 })).toEqual({ age: 'This check is for women under 90' });
    expect(messages({ ...minimal, menarcheAge: 13, firstBirthAge: 11 })).toEqual({
      firstBirthAge: 'Your first child’s birth cannot be before your first period',
    });
    expect(messages({ ...minimal, family: [{ relation: 'uncle', cancers: [] }] })).toEqual({
      'family.0.cancers': 'Add at least one cancer for this relative',
      'family.0.side': "Choose whether they are on your mother's or father's side",
    });
  });
});
