import { PERSONAL_HISTORY, type PersonalHistory } from '../answers-schema';
import { GENES, type Gene } from '../genes';
import { ETHNICITY_MAPPING_TEXT, UK_ETHNICITIES, UK_ETHNICITY_IDS } from './ethnicity';
import type { QuestionnaireAnswers, SectionId } from './schemas';

export interface Option {
  value: string;
  label: string;
  /** Heading of the group the option is listed under (ethnicity). */
  group?: string;
}

/** "I don't know" is offered, and how the models treat it, for the result to say. */
export interface DontKnow {
  label: string;
  treatedAs: string;
}

export type QuestionKind = 'date' | 'choice' | 'choices' | 'age' | 'count' | 'amount' | 'measurements' | 'relatives';

export interface Question {
  /** The field in the section's schema. */
  id: string;
  label: string;
  hint?: string;
  whyWeAsk: string;
  kind: QuestionKind;
  options?: readonly Option[];
  unit?: string;
  dontKnow?: DontKnow;
  /** Asked only when an earlier answer in the section is as given. */
  askWhen?: { field: string; equals?: string; above?: number };
  optional?: boolean;
}

export interface Section {
  id: SectionId;
  title: string;
  intro: string;
  questions: readonly Question[];
}

const DONT_KNOW = "I don't know";
const lowestRisk = (answer: string) =>
  `The model used the answer that gives the lowest risk (${answer}), so your risk may be higher than shown.`;

const PERSONAL_HISTORY_LABELS: Record<PersonalHistory, string> = {
  'breast-cancer': 'Breast cancer',
  dcis: 'DCIS (ductal carcinoma in situ)',
  lcis: 'LCIS (lobular carcinoma in situ)',
  'chest-radiotherapy-before-30': 'Radiotherapy to the chest before age 30, for example for Hodgkin lymphoma',
};

export const GENE_LABELS: Record<Gene, string> = {
  BRCA1: 'BRCA1',
  BRCA2: 'BRCA2',
  PALB2: 'PALB2',
  TP53: 'TP53 (Li-Fraumeni syndrome)',
  PTEN: 'PTEN (Cowden syndrome)',
  STK11: 'STK11 (Peutz-Jeghers syndrome)',
  CDH1: 'CDH1',
  CHEK2: 'CHEK2',
  ATM: 'ATM',
  other: 'Another gene linked to cancer',
};

const geneOptions = GENES.map((gene) => ({ value: gene, label: GENE_LABELS[gene] }));

export const QUESTIONNAIRE: readonly Section[] = [
  {
    id: 'aboutYou',
    title: 'About you',
    intro: 'A few facts about you. Risk of breast cancer changes with age and differs between groups of women.',
    questions: [
      {
        id: 'dob',
        kind: 'date',
        label: 'What is your date of birth?',
        hint: 'For example, 27 3 1978',
        whyWeAsk:
          'Age is the biggest single risk factor for breast cancer. We work out your age from your date of birth each time your risk is calculated.',
      },
      {
        id: 'ethnicity',
        kind: 'choice',
        label: 'Which of these best describes your ethnic group?',
        options: UK_ETHNICITY_IDS.map((id) => ({
          value: id,
          label: UK_ETHNICITIES[id].label,
          group: UK_ETHNICITIES[id].group,
        })),
        whyWeAsk: `How common breast cancer is differs between ethnic groups. ${ETHNICITY_MAPPING_TEXT}`,
      },
      {
        id: 'body',
        kind: 'measurements',
        optional: true,
        label: 'What are your height and weight?',
        hint: 'Use stones and pounds and feet and inches, or kilograms and centimetres. You can skip this question.',
        whyWeAsk:
          'We use them to work out your body mass index (BMI). Being overweight after the menopause raises breast cancer risk; the risk model itself does not use BMI.',
      },
    ],
  },
  {
    id: 'periods',
    title: 'Periods and pregnancies',
    intro: 'Your body’s hormones over your life affect breast cancer risk.',
    questions: [
      {
        id: 'menarcheAge',
        kind: 'age',
        label: 'How old were you when you had your first period?',
        whyWeAsk:
          'Periods that started before 12 mean more years of the hormone oestrogen, which slightly raises risk.',
        dontKnow: { label: DONT_KNOW, treatedAs: lowestRisk('first period at 14 or later') },
      },
      {
        id: 'children',
        kind: 'choice',
        label: 'Have you given birth?',
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
          { value: 'unknown', label: 'I’d rather not say' },
        ],
        whyWeAsk:
          'Having a first child before 30 slightly lowers risk; having no children or a first child at 30 or over slightly raises it.',
        dontKnow: { label: 'I’d rather not say', treatedAs: lowestRisk('a first child before 20') },
      },
      {
        id: 'firstBirthAge',
        kind: 'age',
        label: 'How old were you when your first child was born?',
        askWhen: { field: 'children', equals: 'yes' },
        whyWeAsk: 'The model uses the age at a first live birth.',
        dontKnow: { label: DONT_KNOW, treatedAs: lowestRisk('a first child before 20') },
      },
      {
        id: 'menopause',
        kind: 'choice',
        label: 'Have you been through the menopause?',
        options: [
          { value: 'no', label: 'No' },
          { value: 'yes', label: 'Yes' },
          { value: 'unknown', label: DONT_KNOW },
        ],
        whyWeAsk:
          'A menopause after 55 slightly raises risk. The risk model does not use it, but a GP or clinic will ask.',
      },
      {
        id: 'menopauseAge',
        kind: 'age',
        label: 'How old were you when your periods stopped?',
        askWhen: { field: 'menopause', equals: 'yes' },
        whyWeAsk: 'A later menopause means more years of oestrogen.',
        dontKnow: { label: DONT_KNOW, treatedAs: 'It is not used in the figures.' },
      },
      {
        id: 'hrt',
        kind: 'choice',
        label: 'Have you taken hormone replacement therapy (HRT)?',
        options: [
          { value: 'never', label: 'No, never' },
          { value: 'past', label: 'Yes, in the past' },
          { value: 'current', label: 'Yes, I take it now' },
          { value: 'unknown', label: DONT_KNOW },
        ],
        whyWeAsk:
          'HRT raises breast cancer risk, by an amount that depends on the type and how long it is taken. The risk model does not use it, but your advice mentions it.',
      },
    ],
  },
  {
    id: 'breastHistory',
    title: 'Your breast health',
    intro: 'Some past breast problems and tests change how your risk is worked out, or whether it can be.',
    questions: [
      {
        id: 'personalHistory',
        kind: 'choices',
        label: 'Have you ever had any of these?',
        hint: 'Choose all that apply, or none.',
        options: PERSONAL_HISTORY.map((value) => ({ value, label: PERSONAL_HISTORY_LABELS[value] })),
        whyWeAsk:
          'The risk models are for women who have not had these. If you have, we will not show figures but will tell you who can advise you.',
      },
      {
        id: 'biopsies',
        kind: 'count',
        label: 'How many breast biopsies have you had?',
        hint: 'A biopsy takes a small sample of tissue with a needle or an operation. Enter 0 if none.',
        whyWeAsk: 'Having had a biopsy, even one that found no cancer, is linked to a higher risk.',
        dontKnow: { label: DONT_KNOW, treatedAs: lowestRisk('no biopsies') },
      },
      {
        id: 'atypicalHyperplasia',
        kind: 'choice',
        label: 'Did any biopsy find atypical hyperplasia?',
        askWhen: { field: 'biopsies', above: 0 },
        hint: 'Atypical hyperplasia is a build-up of unusual, non-cancerous cells. Your biopsy letter would say so.',
        options: [
          { value: 'no', label: 'No' },
          { value: 'yes', label: 'Yes' },
          { value: 'unknown', label: DONT_KNOW },
        ],
        whyWeAsk: 'Atypical hyperplasia roughly doubles the effect of a biopsy on risk.',
        dontKnow: { label: DONT_KNOW, treatedAs: 'The model used its neutral value for an unknown result.' },
      },
      {
        id: 'ownVariants',
        kind: 'choices',
        label: 'Has a genetic test found that you carry a gene variant linked to cancer?',
        hint: 'Choose any that a test found in you, or none.',
        options: geneOptions,
        whyWeAsk:
          'If you carry a variant such as BRCA1, BRCA2 or TP53, a genetics service gives you a specialist estimate; these models would not.',
      },
    ],
  },
  {
    id: 'family',
    title: 'Your family',
    intro: 'Blood relatives only: not relatives by marriage or adoption. Include relatives who have died.',
    questions: [
      {
        id: 'relatives',
        kind: 'relatives',
        label: 'Which of your blood relatives have had breast, ovarian, pancreatic or prostate cancer?',
        hint: 'For each, say how they are related, which side of the family, the cancer and their age when it was found. Include men with breast cancer.',
        whyWeAsk:
          'Breast cancer in your mother, sisters or daughters raises your risk. Relatives further out, ovarian cancer, cancer at a young age and breast cancer in a man can point to an inherited gene variant.',
        dontKnow: {
          label: 'I don’t know their age',
          treatedAs: 'An unknown age at diagnosis was scored as the oldest age band, which gives the lowest score.',
        },
      },
      {
        id: 'familyVariants',
        kind: 'choices',
        label: 'Has a genetic test found a gene variant in any blood relative?',
        options: geneOptions,
        whyWeAsk: 'A variant known in your family means you may be able to have a test for it yourself.',
      },
      {
        id: 'unknownSides',
        kind: 'choices',
        label: 'Is there a side of your family you know nothing about?',
        hint: 'For example, if you were adopted.',
        options: [
          { value: 'maternal', label: 'My mother’s side' },
          { value: 'paternal', label: 'My father’s side' },
        ],
        whyWeAsk: 'The Manchester score adds points for a side of the family whose history cannot be known.',
      },
    ],
  },
  {
    id: 'lifestyle',
    title: 'Your lifestyle',
    intro: 'Things you can change. The risk model does not use them, but your advice does.',
    questions: [
      {
        id: 'alcoholUnitsPerWeek',
        kind: 'amount',
        unit: 'units a week',
        label: 'How many units of alcohol do you drink in a typical week?',
        hint: 'A pint of ordinary beer is about 2 units; a 175 ml glass of wine about 2 units; a single measure of spirits 1 unit.',
        whyWeAsk: 'Any alcohol raises breast cancer risk a little, and more alcohol raises it more.',
        dontKnow: { label: DONT_KNOW, treatedAs: 'No advice about alcohol is tailored to you.' },
      },
      {
        id: 'activeMinutesPerWeek',
        kind: 'amount',
        unit: 'minutes a week',
        label: 'How many minutes of moderate activity do you do in a typical week?',
        hint: 'Activity that makes you breathe faster, such as brisk walking or cycling.',
        whyWeAsk: 'Being active lowers breast cancer risk. The NHS advises at least 150 minutes a week.',
        dontKnow: { label: DONT_KNOW, treatedAs: 'No advice about activity is tailored to you.' },
      },
      {
        id: 'smoking',
        kind: 'choice',
        label: 'Do you smoke?',
        options: [
          { value: 'never', label: 'No, never' },
          { value: 'former', label: 'I used to' },
          { value: 'current', label: 'Yes' },
          { value: 'prefer-not-to-say', label: 'I’d rather not say' },
        ],
        whyWeAsk: 'Smoking is linked to a higher risk of breast cancer and many other cancers.',
      },
    ],
  },
];

export interface DontKnowUsed {
  question: string;
  /** What she chose: "I don't know" or "I'd rather not say". */
  answer: string;
  treatedAs: string;
}

/** Each "I don't know" she gave that the figures depend on, and how it was treated: for the results screen. */
export function dontKnowsUsed(answers: QuestionnaireAnswers): DontKnowUsed[] {
  const used: DontKnowUsed[] = [];
  const add = (sectionId: SectionId, questionId: string) => {
    const question = QUESTIONNAIRE.find((s) => s.id === sectionId)?.questions.find((q) => q.id === questionId);
    if (question?.dontKnow)
      used.push({ question: question.label, answer: question.dontKnow.label, treatedAs: question.dontKnow.treatedAs });
  };
  const { periods, breastHistory, family } = answers;
  if (periods.menarcheAge === 'unknown') add('periods', 'menarcheAge');
  if (periods.children === 'unknown') add('periods', 'children');
  if (periods.children === 'yes' && periods.firstBirthAge === 'unknown') add('periods', 'firstBirthAge');
  if (breastHistory.biopsies === 'unknown') add('breastHistory', 'biopsies');
  if (
    typeof breastHistory.biopsies === 'number' &&
    breastHistory.biopsies > 0 &&
    breastHistory.atypicalHyperplasia === 'unknown'
  ) {
    add('breastHistory', 'atypicalHyperplasia');
  }
  if (family.relatives.some((r) => r.cancers.some((c) => c.ageAtDiagnosis === 'unknown'))) add('family', 'relatives');
  return used;
}
