/**
 * PHQ-4, the four-question screen for anxiety and low mood (Kroenke, Spitzer, Williams & Löwe, Psychosomatics
 * 2009;50:613-621): the GAD-2 (items 1-2) and the PHQ-2 (items 3-4).
 *
 * Licence: the PHQ family was developed with an educational grant from Pfizer Inc., which since 2010 makes the
 * PHQ and GAD screeners available without copyright restriction and at no charge ("no permission required to
 * reproduce, translate, display or distribute"). We show the published wording unchanged and score it as published.
 *
 * It is a screen, not a diagnosis: every result carries signposting, and the urgent help is always shown.
 */
import {
  PHQ4_ANSWERS,
  PHQ4_ITEMS as PHQ4_ITEM_WORDING,
  PHQ4_QUESTION,
  PHQ4_SUBSCALE_CUT_OFF,
  scorePhq4 as scoreAnswers,
  type Phq4Band,
} from '@/lib/validation/phq4';

// The wording and the arithmetic live once, in lib/validation/phq4 (the API scores with it too); this file gives
// them the shapes the app uses and adds the signposting.
export { PHQ4_SUBSCALE_CUT_OFF, type Phq4Band };

export const PHQ4_INTRO = PHQ4_QUESTION;

export const PHQ4_ITEMS = [
  { id: 'nervous', subscale: 'anxiety', text: PHQ4_ITEM_WORDING[0] },
  { id: 'worrying', subscale: 'anxiety', text: PHQ4_ITEM_WORDING[1] },
  { id: 'interest', subscale: 'depression', text: PHQ4_ITEM_WORDING[2] },
  { id: 'down', subscale: 'depression', text: PHQ4_ITEM_WORDING[3] },
] as const;

export const PHQ4_OPTIONS = PHQ4_ANSWERS.map((label, value) => ({ value, label }));

export type Phq4ItemId = (typeof PHQ4_ITEMS)[number]['id'];
export type Phq4Answers = Record<Phq4ItemId, number>;

export interface Phq4Result {
  /** 0-12. */
  total: number;
  band: Phq4Band;
  /** GAD-2, 0-6; 3 or more is a positive screen for anxiety. */
  anxiety: number;
  anxietyPositive: boolean;
  /** PHQ-2, 0-6; 3 or more is a positive screen for depression. */
  depression: number;
  depressionPositive: boolean;
}

const BAND_LABELS: Record<Phq4Band, string> = {
  normal: 'Normal',
  mild: 'Mild',
  moderate: 'Moderate',
  severe: 'Severe',
};

export function phq4BandLabel(band: Phq4Band): string {
  return BAND_LABELS[band];
}

export function scorePhq4(answers: Phq4Answers): Phq4Result {
  for (const item of PHQ4_ITEMS) {
    const value = answers[item.id];
    if (!Number.isInteger(value) || value < 0 || value > 3) {
      throw new RangeError(`PHQ-4 answer "${item.id}" must be 0, 1, 2 or 3`);
    }
  }
  const score = scoreAnswers(PHQ4_ITEMS.map((item) => answers[item.id]));
  return {
    total: score.total,
    band: score.band,
    anxiety: score.anxiety,
    anxietyPositive: score.anxietyFurtherAssessment,
    depression: score.depression,
    depressionPositive: score.depressionFurtherAssessment,
  };
}

export interface Signpost {
  title: string;
  text: string;
  /** A phone number or web address to show as a link. */
  href?: string;
}

/** Shown with every result, whatever the score: PHQ-4 does not ask about self-harm, so it cannot rule a crisis out. */
export const URGENT_HELP: Signpost[] = [
  {
    title: 'In an emergency, call 999',
    text: 'If your life or someone else’s is at risk, call 999 or go to A&E.',
    href: 'tel:999',
  },
  {
    title: 'Urgent mental health help: NHS 111',
    text: 'Call 111 and choose the mental health option, any time of day or night.',
    href: 'tel:111',
  },
  {
    title: 'Samaritans: 116 123',
    text: 'Free to call, any time, to talk about anything that is troubling you.',
    href: 'tel:116123',
  },
];

const GP: Signpost = {
  title: 'Talk to your GP',
  text: 'Book an appointment and take this result with you. Your GP can talk through how you feel and what could help.',
};
const TALKING_THERAPIES: Signpost = {
  title: 'NHS Talking Therapies',
  text: 'In England you can refer yourself, without seeing your GP, for help with anxiety and low mood.',
  href: 'https://www.nhs.uk/nhs-services/mental-health-services/find-nhs-talking-therapies-for-anxiety-and-depression/',
};
const EVERY_MIND: Signpost = {
  title: 'Every Mind Matters',
  text: 'NHS tips and a free mind plan for looking after your mental health.',
  href: 'https://www.nhs.uk/every-mind-matters/',
};

export interface Phq4Guidance {
  summary: string;
  /** What to do next, most important first. */
  nextSteps: Signpost[];
  urgent: Signpost[];
}

export function phq4Guidance(result: Phq4Result): Phq4Guidance {
  const positives = [result.anxietyPositive ? 'anxiety' : null, result.depressionPositive ? 'low mood' : null].filter(
    (value): value is string => value !== null,
  );
  const screen = positives.length
    ? ` Your answers suggest you may be having symptoms of ${positives.join(' and ')} that are worth talking about.`
    : '';
  const summary =
    `Your PHQ-4 score is ${result.total} out of 12 (${phq4BandLabel(result.band).toLowerCase()}).${screen} ` +
    'This is a short screening questionnaire, not a diagnosis.';
  const concerned = positives.length > 0 || result.band === 'moderate' || result.band === 'severe';
  const nextSteps = concerned
    ? [GP, TALKING_THERAPIES, EVERY_MIND]
    : result.band === 'mild'
      ? [
          EVERY_MIND,
          { ...GP, text: 'If you have felt like this for more than 2 weeks, or it gets worse, talk to your GP.' },
        ]
      : [EVERY_MIND];
  return { summary, nextSteps, urgent: URGENT_HELP };
}
