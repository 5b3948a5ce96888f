import { UK_LIFETIME_RISK } from '../population';

/**
 * Natural frequencies ("4 in 100") for a risk in percent. Frequencies beside a picture correct women's
 * overestimation of their risk far better than percentages (BMC Women's Health 2008;8:18).
 *
 * Rounding rules, stated on screen by FREQUENCY_ROUNDING_TEXT:
 * - to the nearest whole woman in 100, and said as "about";
 * - a risk above 0 that rounds to 0 is "fewer than 1 in 100", never "0 in 100" (and then "about N in 1,000",
 *   as NICE describes risk, when that is 1 or more);
 * - a risk below 100 that rounds to 100 is "more than 99 in 100".
 */
export const FREQUENCY_ROUNDING_TEXT =
  'Numbers of women are rounded to the nearest whole woman. A risk that rounds to none is shown as "fewer than 1 in 100", because it is not zero.';

/** UK context for the lifetime figure (Cancer Research UK, via lib/risk's UK_LIFETIME_RISK). */
export const UK_LIFETIME_CONTEXT = `In the UK, about 1 in ${UK_LIFETIME_RISK.oneIn} women are diagnosed with breast cancer in their lifetime (Cancer Research UK).`;

export interface NaturalFrequency {
  /** Women in 100 affected, rounded; the icon array highlights this many. */
  per100: number;
  /** The unrounded share of one icon to shade when fewer than 1 in 100 (0 to 1), else 0. */
  partialIcon: number;
  /** "about 4", "fewer than 1", "more than 99". */
  affected: string;
  /** "96", "more than 99", "fewer than 1". */
  unaffected: string;
  /** "about 6 in 1,000" when fewer than 1 in 100, else null. */
  perThousand: string | null;
}

export function naturalFrequency(pct: number): NaturalFrequency {
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) throw new RangeError(`a risk must be 0 to 100% (got ${pct})`);
  const per100 = Math.round(pct);
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

/** "Of 100 women like you, about 4 will get breast cancer in the next 10 years; 96 will not." */
export function frequencySentence(pct: number, period: RiskPeriod, who: 'you' | 'average' = 'you', years = 10): string {
  const f = naturalFrequency(pct);
  // NICE's lifetime average is the same at every age, so it is not "of your age".
  const average = period === 'lifetime' ? 'Of 100 women on average' : 'Of 100 women of your age on average';
  const group = who === 'you' ? 'Of 100 women like you' : average;
  const thousand = f.perThousand ? ` (${f.perThousand})` : '';
  return `${group}, ${f.affected}${thousand} will get breast cancer ${periodWords(period, years)}; ${f.unaffected} will not.`;
}

/** A percentage for display: one decimal place, and never "0.0%" for a risk above 0. */
export function formatPct(pct: number): string {
  if (pct > 0 && pct < 0.05) return 'less than 0.1%';
  return `${pct.toFixed(1)}%`;
}
