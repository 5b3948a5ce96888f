import type { RiskAnswersInput } from '../answers-schema';
import type { QuestionnaireAnswersInput } from './schemas';

/** Tests' "now": a fixed instant so ages from dates of birth do not drift. */
export const NOW = new Date('2026-11-23T12:00:00Z');

interface Fixture {
  name: string;
  answers: QuestionnaireAnswersInput;
  /** What lib/risk should be given for these answers, written out by hand (null: no figures are computed). */
  riskAnswers: RiskAnswersInput | null;
}

const base = {
  version: 'Q1',
  started: '2026-11-23T11:40:00Z',
  aboutYou: {
    dob: '1981-05-02',
    ethnicity: 'white-british',
    body: { weight: { unit: 'st-lb', stones: 10, pounds: 4 }, height: { unit: 'ft-in', feet: 5, inches: 5 } },
  },
  periods: { menarcheAge: 13, children: 'yes', firstBirthAge: 28, menopause: 'no', hrt: 'never' },
  breastHistory: { personalHistory: [], biopsies: 0, ownVariants: [] },
  family: { relatives: [], familyVariants: [], unknownSides: [] },
  lifestyle: { alcoholUnitsPerWeek: 6, activeMinutesPerWeek: 150, smoking: 'never' },
} satisfies QuestionnaireAnswersInput;

const baseRisk = {
  age: 45,
  race: 'white',
  ethnicity: 'white-british',
  menarcheAge: 13,
  firstBirthAge: 28,
  biopsies: 0,
  atypicalHyperplasia: 'unknown',
  personalHistory: [],
  ownVariants: [],
  familyVariants: [],
  family: [],
  unknownFamilySides: [],
  body: { weightStones: 10, weightPounds: 4, heightFeet: 5, heightInches: 5 },
} satisfies RiskAnswersInput;

export const FIXTURES: Fixture[] = [
  { name: 'a 45-year-old with no family history', answers: base, riskAnswers: baseRisk },
  {
    name: 'a mother and a maternal aunt with breast cancer, two biopsies with atypical hyperplasia, metric body',
    answers: {
      ...base,
      aboutYou: { ...base.aboutYou, body: { weight: { unit: 'kg', kg: 70 }, height: { unit: 'cm', cm: 165 } } },
      breastHistory: { personalHistory: [], biopsies: 2, atypicalHyperplasia: 'yes', ownVariants: [] },
      family: {
        relatives: [
          { relation: 'mother', cancers: [{ site: 'breast', ageAtDiagnosis: 42 }] },
          { relation: 'aunt', side: 'maternal', cancers: [{ site: 'ovarian', ageAtDiagnosis: 55 }] },
        ],
        familyVariants: [],
        unknownSides: [],
      },
    },
    riskAnswers: {
      ...baseRisk,
      biopsies: 2,
      atypicalHyperplasia: 'yes',
      family: [
        { relation: 'mother', cancers: [{ site: 'breast', ageAtDiagnosis: 42 }] },
        { relation: 'aunt', side: 'maternal', cancers: [{ site: 'ovarian', ageAtDiagnosis: 55 }] },
      ],
      body: { weightStones: 11, weightPounds: 70 / 0.45359237 - 154, heightFeet: 5, heightInches: 165 / 2.54 - 60 },
    },
  },
  {
    name: '"I don\'t know" for first period, first birth, biopsies and a relative\'s age; Black Caribbean; no body',
    answers: {
      ...base,
      aboutYou: { dob: '1976-01-15', ethnicity: 'black-caribbean' },
      periods: {
        menarcheAge: 'unknown',
        children: 'yes',
        firstBirthAge: 'unknown',
        menopause: 'unknown',
        hrt: 'unknown',
      },
      breastHistory: { personalHistory: [], biopsies: 'unknown', ownVariants: [] },
      family: {
        relatives: [{ relation: 'sister', cancers: [{ site: 'breast', ageAtDiagnosis: 'unknown' }] }],
        familyVariants: [],
        unknownSides: ['paternal'],
      },
      lifestyle: { alcoholUnitsPerWeek: 'unknown', activeMinutesPerWeek: 'unknown', smoking: 'prefer-not-to-say' },
    },
    riskAnswers: {
      ...baseRisk,
      age: 50,
      race: 'african-american',
      ethnicity: 'black-caribbean',
      menarcheAge: 'unknown',
      firstBirthAge: 'unknown',
      biopsies: 'unknown',
      family: [{ relation: 'sister', cancers: [{ site: 'breast', ageAtDiagnosis: 'unknown' }] }],
      unknownFamilySides: ['paternal'],
      body: undefined,
    },
  },
  {
    name: 'no children, a BRCA2 variant in the family, Indian background',
    answers: {
      ...base,
      aboutYou: { ...base.aboutYou, dob: '1990-11-24', ethnicity: 'asian-indian' },
      periods: { menarcheAge: 11, children: 'no', menopause: 'no', hrt: 'never' },
      family: {
        relatives: [{ relation: 'father', cancers: [{ site: 'breast', ageAtDiagnosis: 61 }] }],
        familyVariants: ['BRCA2'],
        unknownSides: [],
      },
    },
    riskAnswers: {
      ...baseRisk,
      age: 35,
      race: 'other-asian',
      ethnicity: 'asian-indian',
      menarcheAge: 11,
      firstBirthAge: 'nulliparous',
      family: [{ relation: 'father', cancers: [{ site: 'breast', ageAtDiagnosis: 61 }] }],
      familyVariants: ['BRCA2'],
    },
  },
  {
    name: 'ineligible: DCIS and her own BRCA1 variant',
    answers: {
      ...base,
      breastHistory: { personalHistory: ['dcis'], biopsies: 1, atypicalHyperplasia: 'no', ownVariants: ['BRCA1'] },
    },
    riskAnswers: {
      ...baseRisk,
      biopsies: 1,
      atypicalHyperplasia: 'no',
      personalHistory: ['dcis'],
      ownVariants: ['BRCA1'],
    },
  },
  {
    name: 'ineligible: chest radiotherapy before 30',
    answers: {
      ...base,
      breastHistory: { personalHistory: ['chest-radiotherapy-before-30'], biopsies: 0, ownVariants: [] },
    },
    riskAnswers: { ...baseRisk, personalHistory: ['chest-radiotherapy-before-30'] },
  },
  {
    name: 'ineligible: under 20',
    answers: {
      ...base,
      aboutYou: { ...base.aboutYou, dob: '2007-01-01' },
      periods: { ...base.periods, children: 'no' },
    },
    riskAnswers: null,
  },
  {
    name: 'ineligible: over 85',
    answers: { ...base, aboutYou: { ...base.aboutYou, dob: '1939-06-30' } },
    riskAnswers: null,
  },
];
