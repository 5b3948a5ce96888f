import { SOURCES, type Source } from './sources';

/**
 * What the screen says after she records a change. Calm and clear: see your GP; and the signs that need help
 * the same day. It never says what a change is, only what to do about it.
 */

export type AdviceLevel = 'none' | 'see-gp' | 'book-now';

export interface GpAdvice {
  level: Exclude<AdviceLevel, 'none'>;
  heading: string;
  paragraphs: string[];
}

export const URGENT_SIGNS = {
  heading: 'Get help today',
  intro: 'Ask your GP practice for an urgent appointment, or contact NHS 111 online or by calling 111, if:',
  signs: ['your breast is red, hot or swollen, or', 'you have a high temperature, or feel hot and shivery.'],
  sources: [SOURCES.nhsBreastPain, SOURCES.nhs111] as readonly Source[],
} as const;

export const ADVICE_SOURCES: readonly Source[] = [SOURCES.nhsSymptoms, SOURCES.nhsBreastLump];

/** `present`: findings not gone in this check; `persistent`: those still there after a full cycle. */
export function adviceLevel(present: number, persistent: number): AdviceLevel {
  if (persistent > 0) return 'book-now';
  return present > 0 ? 'see-gp' : 'none';
}

export function gpAdvice(level: Exclude<AdviceLevel, 'none'>, firstNotedLabels: readonly string[] = []): GpAdvice {
  if (level === 'book-now') {
    const since = firstNotedLabels.length ? ` (first noted ${firstNotedLabels.join(', ')})` : '';
    return {
      level,
      heading: 'Please book a GP appointment',
      paragraphs: [
        `A change you recorded is still there after a full cycle${since}. Please book an appointment with your GP now and tell them what you have noticed.`,
        'Most breast changes are not cancer, but a change that stays should always be checked. Your GP will not think you are wasting their time.',
        'Your archive has the dates and where each change is, which you can show your GP.',
      ],
    };
  }
  return {
    level,
    heading: 'See your GP about this change',
    paragraphs: [
      'Thank you for recording what you noticed. Please make an appointment with your GP and tell them about it.',
      'Most breast changes are not cancer, and many are part of your normal cycle, but the NHS advises getting any new change checked. Your GP will not think you are wasting their time.',
    ],
  };
}
