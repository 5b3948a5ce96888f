import { SOURCES, type Source } from './sources';

/**
 * What the screen says after she records a change. Calm and clear: see your GP without delay, the NHS
 * five-point code's words, for a new change and again for one still there at a later check (so nothing
 * suggests she was right to wait), and for both when a check has both; and the signs the cited NHS pages give
 * for help the same day. It never says what a change is, only what to do about it.
 */

/** `new-and-still-there`: a check with a new change as well as an earlier one still there; its advice covers both. */
export type AdviceLevel = 'none' | 'see-gp' | 'still-there' | 'new-and-still-there';

export interface GpAdvice {
  level: Exclude<AdviceLevel, 'none'>;
  heading: string;
  paragraphs: string[];
}

export const URGENT_SIGNS = {
  heading: 'Get help today',
  intro: 'Ask your GP practice for an urgent appointment, or contact NHS 111 online or by calling 111, if:',
  // One sign, as the guides give it: a temperature is a reason for help today with breast pain, not on its own.
  signs: [
    'your breast is red, hot or swollen, or you have breast pain with a high temperature or feel hot and shivery.',
  ],
  sources: [SOURCES.nhsBreastPain, SOURCES.nhs111] as readonly Source[],
} as const;

export const ADVICE_SOURCES: readonly Source[] = [SOURCES.nhsSymptoms, SOURCES.nhsBreastLump, SOURCES.nidirect];

/** Said beside an earlier change she answers is still there, or has changed, as she answers. */
export const STILL_THERE_NOTE = 'Please see your GP about this without delay, if you have not already.';

/** `present`: findings not gone in this check; `stillThere`: those among them she recorded at an earlier check. */
export function adviceLevel(present: number, stillThere: number): AdviceLevel {
  if (stillThere > 0) return present > stillThere ? 'new-and-still-there' : 'still-there';
  return present > 0 ? 'see-gp' : 'none';
}

const NEW_CHANGE =
  'Thank you for recording what you noticed. Please make an appointment with your GP without delay and tell them about it. You do not need to wait to see whether it goes.';
const NEW_CHANGE_REASSURANCE =
  'Most breast changes are not cancer, and many are part of your normal cycle, but the NHS advises getting any new change checked. Your GP will not think you are wasting their time.';
const STILL_THERE_REASSURANCE =
  'Most breast changes are not cancer, but any change should be checked. Your GP will not think you are wasting their time.';
const SHOW_YOUR_ARCHIVE = 'Your archive has the dates and where each change is, which you can show your GP.';

function stillThereChange(firstNotedLabels: readonly string[]): string {
  const since = firstNotedLabels.length ? ` (first noted ${firstNotedLabels.join(', ')})` : '';
  return `A change you recorded before is still there${since}. If you have not seen your GP about it yet, please make an appointment without delay and tell them what you have noticed.`;
}

export function gpAdvice(level: Exclude<AdviceLevel, 'none'>, firstNotedLabels: readonly string[] = []): GpAdvice {
  if (level === 'new-and-still-there') {
    // The new change first, so "you do not need to wait" is said about it as it would be on its own.
    return {
      level,
      heading: 'See your GP about these changes',
      paragraphs: [NEW_CHANGE, stillThereChange(firstNotedLabels), STILL_THERE_REASSURANCE, SHOW_YOUR_ARCHIVE],
    };
  }
  if (level === 'still-there') {
    return {
      level,
      heading: 'See your GP about a change that is still there',
      paragraphs: [stillThereChange(firstNotedLabels), STILL_THERE_REASSURANCE, SHOW_YOUR_ARCHIVE],
    };
  }
  return { level, heading: 'See your GP about this change', paragraphs: [NEW_CHANGE, NEW_CHANGE_REASSURANCE] };
}
