import { FIXTURES } from '@/lib/risk/questionnaire/fixtures';
import { SECTION_IDS, questionnaireSchema } from '@/lib/risk/questionnaire';
import { checkForm } from './form-state';
import {
  conflictErrors,
  elsewhereErrors,
  encodeSection,
  questionnaireFormSchema,
  SECTION_FIELD,
} from './risk-questionnaire';

describe('questionnaire form', () => {
  it.each(FIXTURES.map((f) => [f.name, f.answers] as const))(
    'gives back every section of %s as it was saved',
    (_name, input) => {
      const answers = questionnaireSchema.parse(input);
      for (const section of SECTION_IDS) {
        const check = checkForm(questionnaireFormSchema, encodeSection(section, answers));
        expect(check).toEqual({ ok: true, values: { section, answers: answers[section] } });
      }
    },
  );

  it('puts each problem beside its question', () => {
    const check = checkForm(questionnaireFormSchema, {
      [SECTION_FIELD]: 'periods',
      menarcheAge: 'twelve',
      children: 'yes',
      menopause: 'no',
    });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors).sort()).toEqual(['hrt', 'menarcheAge']);
  });

  it('"I don\'t know" is saved as unknown', () => {
    const check = checkForm(questionnaireFormSchema, {
      [SECTION_FIELD]: 'lifestyle',
      'alcoholUnitsPerWeek-unknown': 'unknown',
      activeMinutesPerWeek: '30',
      smoking: 'never',
    });
    expect(check).toEqual({
      ok: true,
      values: {
        section: 'lifestyle',
        answers: { alcoholUnitsPerWeek: 'unknown', activeMinutesPerWeek: 30, smoking: 'never' },
      },
    });
  });

  it('keys a conflict on this section by its question, and one elsewhere by section and question, linked', () => {
    const errors = conflictErrors('aboutYou', [
      { section: 'aboutYou', field: 'dob', message: 'This date of birth makes you 25' },
      { section: 'periods', field: 'firstBirthAge', message: 'Change your age when your first child was born' },
    ]);
    expect(errors).toEqual({
      dob: 'This date of birth makes you 25',
      'periods.firstBirthAge': 'Change your age when your first child was born',
    });
    expect(elsewhereErrors(errors)).toEqual([
      {
        id: 'periods.firstBirthAge',
        message: 'Change your age when your first child was born',
        href: '/personal?section=periods#q-firstBirthAge',
      },
    ]);
  });

  it('asks for height and weight together', () => {
    const check = checkForm(questionnaireFormSchema, {
      [SECTION_FIELD]: 'aboutYou',
      'dob-day': '2',
      'dob-month': '5',
      'dob-year': '1981',
      ethnicity: 'white-british',
      'body-kg': '60',
    });
    expect(check).toEqual({ ok: false, errors: { body: 'Enter your height as well, or leave both empty' } });
  });

  it('keeps a relative with her cancer and age', () => {
    const input = {
      [SECTION_FIELD]: 'family',
      'relatives-count': '2',
      'relatives-0-relation': 'mother',
      'relatives-0-site': 'breast',
      'relatives-0-age': '44',
      'relatives-1-relation': '',
    };
    const check = checkForm(questionnaireFormSchema, input);
    expect(check).toEqual({
      ok: true,
      values: {
        section: 'family',
        answers: {
          relatives: [{ relation: 'mother', cancers: [{ site: 'breast', ageAtDiagnosis: 44 }] }],
          familyVariants: [],
          unknownSides: [],
        },
      },
    });
  });
  it("puts a problem with one relative beside that relative's row, counting the empty rows she skipped", () => {
    const input = {
      [SECTION_FIELD]: 'family',
      'relatives-count': '3',
      'relatives-0-relation': 'mother',
      'relatives-0-site': 'breast',
      'relatives-0-age': '44',
      // Row 2 is left empty: the schema sees two relatives, the second of them on row 3.
      'relatives-2-relation': 'aunt',
      'relatives-2-site': 'prostate',
      'relatives-2-age': '60',
    };
    expect(checkForm(questionnaireFormSchema, input)).toEqual({
      ok: false,
      errors: {
        'relatives-2-side': "Relative 3: Choose whether they are on your mother's or father's side",
        'relatives-2-site': 'Relative 3: A aunt cannot have prostate cancer',
      },
    });
  });

  describe('rows for the same person', () => {
    const family = (rows: Record<string, string>) => ({
      [SECTION_FIELD]: 'family',
      'relatives-count': '3',
      ...rows,
    });
    const relatives = (input: Record<string, string>) => {
      const check = checkForm(questionnaireFormSchema, input);
      return check.ok && check.values.section === 'family' ? check.values.answers.relatives : check;
    };
    const mother48 = { 'relatives-0-relation': 'mother', 'relatives-0-site': 'breast', 'relatives-0-age': '48' };

    it('makes a row that names an earlier one a second cancer of that person, taking its relation', () => {
      expect(
        relatives(
          family({ ...mother48, 'relatives-1-same': '0', 'relatives-1-site': 'ovarian', 'relatives-1-age': '58' }),
        ),
      ).toEqual([
        {
          relation: 'mother',
          cancers: [
            { site: 'breast', ageAtDiagnosis: 48 },
            { site: 'ovarian', ageAtDiagnosis: 58 },
          ],
        },
      ]);
    });

    it('asks her to link a second row for her mother instead of counting a second mother', () => {
      const input = family({
        ...mother48,
        'relatives-1-relation': 'mother',
        'relatives-1-site': 'breast',
        'relatives-1-age': '58',
      });
      expect(checkForm(questionnaireFormSchema, input)).toEqual({
        ok: false,
        errors: {
          'relatives-1-same':
            'Relative 2: you have already added your mother as relative 1. If this is another cancer they had, choose that this is the same person',
        },
      });
    });

    it('keeps two sisters as two people unless she links them', () => {
      const sister = (n: number, age: string) => ({
        [`relatives-${n}-relation`]: 'sister',
        [`relatives-${n}-site`]: 'breast',
        [`relatives-${n}-age`]: age,
      });
      expect(relatives(family({ ...sister(0, '48'), ...sister(1, '58') }))).toHaveLength(2);
    });

    it('refuses a link to an empty row or to a different relative, beside the link', () => {
      const input = family({
        ...mother48,
        'relatives-1-same': '0',
        'relatives-1-relation': 'sister',
        'relatives-1-site': 'breast',
        'relatives-1-age': '50',
        'relatives-2-same': '1',
        'relatives-2-site': 'breast',
        'relatives-2-age': '60',
      });
      expect(checkForm(questionnaireFormSchema, input)).toEqual({
        ok: false,
        errors: {
          'relatives-1-same':
            'Relative 2: this row and relative 1 describe different relatives. Change one, or choose “No, someone else”',
          'relatives-2-same': 'Relative 3: relative 2 is empty. Fill it in, or choose “No, someone else”',
        },
      });
    });

    it("puts a problem with a person's second cancer beside that cancer's row", () => {
      const input = family({
        ...mother48,
        'relatives-2-same': '0',
        'relatives-2-site': 'prostate',
        'relatives-2-age': '60',
      });
      expect(checkForm(questionnaireFormSchema, input)).toEqual({
        ok: false,
        errors: { 'relatives-2-site': 'Relative 3: A mother cannot have prostate cancer' },
      });
    });

    it('gives back a saved relative with two cancers as two linked rows', () => {
      const values = encodeSection('family', {
        version: 'Q1',
        family: {
          relatives: [
            { relation: 'sister', cancers: [{ site: 'breast', ageAtDiagnosis: 40 }] },
            {
              relation: 'aunt',
              side: 'paternal',
              cancers: [
                { site: 'breast', ageAtDiagnosis: 45 },
                { site: 'breast', ageAtDiagnosis: 52 },
              ],
            },
          ],
          familyVariants: [],
          unknownSides: [],
        },
      });
      expect(values).toMatchObject({ 'relatives-count': '3', 'relatives-2-same': '1', 'relatives-2-relation': 'aunt' });
      expect(values['relatives-1-same']).toBeUndefined();
    });
  });

  it("still keys any other question's problem by the question", () => {
    const check = checkForm(questionnaireFormSchema, { [SECTION_FIELD]: 'lifestyle' });
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : Object.keys(check.errors)).toEqual(
      expect.arrayContaining(['alcoholUnitsPerWeek', 'activeMinutesPerWeek', 'smoking']),
    );
  });
});
