import { NICE_THRESHOLDS } from '../nice-levels';
import { UK_LIFETIME_RISK } from '../population';

/**
 * Natural frequencies ("4 in 100") for a risk in percent. Frequencies beside a picture correct women's
 * overestimation of their risk far better than percentages (BMC Women's Health 2008;8:18).
 *
 * Rounding rules, stated on screen by FREQUENCY_ROUNDING_TEXT:
 * - to the nearest whole woman in 100, and said as "about";
 * - except where that would carry her figure onto a NICE boundary of the level shown beside it
 *   (`levelBoundaries`): NICE counts 17 into moderate, so "about 17 in 100" beside "near population"
 *   contradicts it. Then it is said to one decimal place, kept below the boundary ("about 16.9", never "17.0"),
 *   and the icon array fills only the whole women (16);
 * - a risk above 0 that rounds to 0 is "fewer than 1 in 100", never "0 in 100" (and then "about N in 1,000",
 *   as NICE describes risk, when that is 1 or more);
 * - a risk below 100 that rounds to 100 is "more than 99 in 100".
 */
export const FREQUENCY_ROUNDING_TEXT =
  'Numbers of women are rounded to the nearest whole woman, except where rounding up would reach the next NICE risk level: then the number has one decimal place and stays below that level (such as "about 16.9 in 100"), and the picture fills only the whole women. A risk that rounds to none is shown as "fewer than 1 in 100", because it is not zero.';

/** UK context for the lifetime figure (Cancer Research UK, via lib/risk's UK_LIFETIME_RISK). */
export const UK_LIFETIME_CONTEXT = `In the UK, about 1 in ${UK_LIFETIME_RISK.oneIn} women are diagnosed with breast cancer in their lifetime (Cancer Research UK).`;

export interface NaturalFrequency {
  /** Whole women in 100 affected; the icon array highlights this many. */
  per100: number;
  /** The unrounded share of one icon to shade when fewer than 1 in 100 (0 to 1), else 0. */
  partialIcon: number;
  /** "about 4", "about 16.9" (kept below a NICE boundary), "fewer than 1", "more than 99". */
  affected: string;
  /** "96", "83.1", "more than 99", "fewer than 1". */
  unaffected: string;
  /** "about 6 in 1,000" when fewer than 1 in 100, else null. */
  perThousand: string | null;
}

/**
 * `boundaries`: the NICE boundaries of the level shown beside this figure (`levelBoundaries`); none for a figure
 * shown without a level, which is rounded as it comes.
 */
export function naturalFrequency(pct: number, boundaries: readonly number[] = []): NaturalFrequency {
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) throw new RangeError(`a risk must be 0 to 100% (got ${pct})`);
  const per100 = Math.round(pct);
  if (boundaryReached(pct, per100, boundaries) !== undefined) return tenthsWithinLevel(pct, boundaries);
  if (pct > 0 && per100 === 0) {
    const per1000 = Math.round(pct * 10);
    return {
      per100: 0,
      partialIcon: pct,
      affected: 'fewer than 1',
      unaffected: 'more than 99',
      perThousand: per1000 >= 1 ? `about ${per1000} in 1,000` : 'fewer than 1 in 1,000',
    };
  }
  if (pct < 100 && per100 === 100) {
    return { per100: 99, partialIcon: 0, affected: 'more than 99', unaffected: 'fewer than 1', perThousand: null };
  }
  return {
    per100,
    partialIcon: 0,
    affected: pct === per100 ? String(per100) : `about ${per100}`,
    unaffected: String(100 - per100),
    perThousand: null,
  };
}

/** Her figure in tenths, where its whole number would reach the next NICE level: 16.99 is "about 16.9". */
function tenthsWithinLevel(pct: number, boundaries: readonly number[]): NaturalFrequency {
  const shown = pctToTenth(pct, boundaries);
  const tenths = Math.round(shown * 10);
  return {
    // 16 filled women for "about 16.9", not 17: a 17th would picture 17 in 100, which is the next level.
    per100: Math.floor(tenths / 10),
    partialIcon: 0,
    affected: shown === pct ? shown.toFixed(1) : `about ${shown.toFixed(1)}`,
    unaffected: ((1000 - tenths) / 10).toFixed(1),
    perThousand: null,
  };
}

/**
 * The NICE boundaries, in percent, of the level shown beside a figure of this period. A figure shown without a
 * level has none to keep to: a 10-year figure outside ages 40 to 50 (NICE sets no 10-year level there), or the
 * average woman's.
 */
export function levelBoundaries(period: RiskPeriod, levelShown: boolean): readonly number[] {
  if (!levelShown) return [];
  const { moderate, high } = period === 'ten-year' ? NICE_THRESHOLDS.tenYearPct : NICE_THRESHOLDS.lifetimePct;
  return [moderate, high];
}

/** The boundary that `pct`, below it, would reach if shown as `rounded`: NICE counts a boundary into the higher level. */
function boundaryReached(pct: number, rounded: number, boundaries: readonly number[]): number | undefined {
  return boundaries.find((boundary) => pct < boundary && rounded >= boundary);
}

/**
 * A percentage to one decimal place, but never rounded up onto a boundary it is below: 16.96 is 16.9, as 17.0
 * would name the next level. Only the last tenth before a boundary is cut rather than rounded.
 */
export function pctToTenth(pct: number, boundaries: readonly number[] = []): number {
  const rounded = Math.round(pct * 10) / 10;
  const boundary = boundaryReached(pct, rounded, boundaries);
  return boundary === undefined ? rounded : (boundary * 10 - 1) / 10;
}

/**
 * 'lifetime' is NICE's lifetime, ages 20 to 80. 'to-80' is what Profiles saved before that change hold: her risk
 * from her age then to 80 (see LIFETIME_FROM_20_NOTE_ID in lib/risk).
 */
export type RiskPeriod = 'ten-year' | 'lifetime' | 'to-80';

/** "in the next 10 years"; `years` is shorter than 10 when the model's tables end at 90 first. */
export function periodWords(period: RiskPeriod, years = 10): string {
  if (period === 'ten-year') return `in the next ${years} years`;
  return period === 'lifetime' ? 'between the ages of 20 and 80' : 'by the age of 80';
}

export interface FrequencySentenceOptions {
  /** Her figure, or the average woman's; 'you' unless said. */
  who?: 'you' | 'average';
  /** Years a 'ten-year' figure covers: fewer than 10 when the model stops at 90 first. */
  years?: number;
  /** As for naturalFrequency: `levelBoundaries` where her level for this figure is shown beside it. */
  boundaries?: readonly number[];
}

/** "Of 100 women like you, about 4 will get breast cancer in the next 10 years; 96 will not." */
export function frequencySentence(
  pct: number,
  period: RiskPeriod,
  { who = 'you', years = 10, boundaries = [] }: FrequencySentenceOptions = {},
): string {
  const f = naturalFrequency(pct, boundaries);
  // NICE's lifetime average is the same at every age, so it is not "of your age".
  const average = period === 'lifetime' ? 'Of 100 women on average' : 'Of 100 women of your age on average';
  const group = who === 'you' ? 'Of 100 women like you' : average;
  const thousand = f.perThousand ? ` (${f.perThousand})` : '';
  return `${group}, ${f.affected}${thousand} will get breast cancer ${periodWords(period, years)}; ${f.unaffected} will not.`;
}

/** A percentage for display: one decimal place (`pctToTenth`), and never "0.0%" for a risk above 0. */
export function formatPct(pct: number, boundaries: readonly number[] = []): string {
  if (pct > 0 && pct < 0.05) return 'less than 0.1%';
  return `${pctToTenth(pct, boundaries).toFixed(1)}%`;
}
