import { SOURCES, type Source } from './sources';

/**
 * What the screen says after she records a change. Calm and clear: see your GP without delay, the NHS
 * five-point code's words, for a new change and again for one still there at a later check (so nothing
 * suggests she was right to wait); and the signs the cited NHS pages give for help the same day. It never
 * says what a change is, only what to do about it.
 */

export type AdviceLevel = 'none' | 'see-gp' | 'still-there';

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

export const ADVICE_SOURCES: readonly Source[] = [SOURCES.nhsSymptoms, SOURCES.nhsBreastLump, SOURCES.nidirect];

/** Said beside an earlier change she answers is still there, or has changed, as she answers. */
export const STILL_THERE_NOTE = 'Please see your GP about this without delay, if you have not already.';

/** `present`: findings not gone in this check; `stillThere`: those among them she recorded at an earlier check. */
export function adviceLevel(present: number, stillThere: number): AdviceLevel {
  if (stillThere > 0) return 'still-there';
  return present > 0 ? 'see-gp' : 'none';
}

export function gpAdvice(level: Exclude<AdviceLevel, 'none'>, firstNotedLabels: readonly string[] = []): GpAdvice {
  if (level === 'still-there') {
    const since = firstNotedLabels.length ? ` (first noted ${firstNotedLabels.join(', ')})` : '';
    return {
      level,
      heading: 'See your GP about a change that is still there',
      paragraphs: [
        `A change you recorded before is still there${since}. If you have not seen your GP about it yet, please make an appointment without delay and tell them what you have noticed.`,
        'Most breast changes are not cancer, but any change should be checked. Your GP will not think you are wasting their time.',
        'Your archive has the dates and where each change is, which you can show your GP.',
      ],
    };
  }
  return {
    level,
    heading: 'See your GP about this change',
    paragraphs: [
      'Thank you for recording what you noticed. Please make an appointment with your GP without delay and tell them about it. You do not need to wait to see whether it goes.',
      'Most breast changes are not cancer, and many are part of your normal cycle, but the NHS advises getting any new change checked. Your GP will not think you are wasting their time.',
    ],
  };
}
