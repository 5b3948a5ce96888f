import type { RiskProfileFieldsFragment } from '@/graphql/generated/types';
import {
  bmiBand,
  carrierBand,
  LIFETIME_FROM_20_NOTE_ID,
  tenYearEnd,
  type Bmi,
  type CarrierBand,
  type NotApplicableReason,
  type ProfileColour,
  type ProfileLevel,
} from '@/lib/risk';
import { KNOWN_VARIANT_BAND } from '@/lib/risk/manchester-bands';
import { colourFromApi, levelFromApi } from '@/lib/risk/presentation';
import { ageOn, usesLowerBmiThresholds, type QuestionnaireAnswers } from '@/lib/risk/questionnaire';

/** A stored Profile as the results components take it: levels and colours in lib/risk's words, BMI with its band. */
export interface ProfileView {
  applicable: boolean;
  reasons: NotApplicableReason[];
  level: ProfileLevel;
  colour: ProfileColour;
  /** `level` is null outside ages 40 to 50, where NICE sets no 10-year level; `years` is under 10 near 90. */
  tenYear: { pct: number; averagePct: number | null; level: ProfileLevel | null; years: number } | null;
  /** `period` 'to-80' for Profiles saved when the lifetime figure ran from her age to 80, not from 20. */
  lifetime: { pct: number; averagePct: number | null; level: ProfileLevel; period: 'lifetime' | 'to-80' } | null;
  carrier: { score: number; band: CarrierBand } | null;
  bmi: Bmi | null;
  actions: { id: string; text: string }[];
  notes: { id: string; text: string }[];
  finished: string | null;
}

export function toProfileView(profile: RiskProfileFieldsFragment, answers: QuestionnaireAnswers | null): ProfileView {
  const level = (value: typeof profile.riskLevel) => (value ? levelFromApi(value) : 'not-applicable');
  const lowerThresholds = answers ? usesLowerBmiThresholds(answers.aboutYou.ethnicity) : false;
  // uRisk10MLevel is the level only at 40 to 50; elsewhere NICE sets no 10-year level to show.
  const tenYearLevel = level(profile.uRisk10MLevel);
  return {
    applicable: profile.applicable !== false,
    reasons: (profile.notApplicableReasons ?? []) as NotApplicableReason[],
    level: level(profile.riskLevel),
    colour: profile.riskColor ? colourFromApi(profile.riskColor) : 'grey',
    tenYear:
      profile.uRisk10 == null
        ? null
        : {
            pct: profile.uRisk10,
            averagePct: profile.pRisk10 ?? null,
            level: tenYearLevel === 'not-applicable' ? null : tenYearLevel,
            years: tenYearSpan(profile),
          },
    lifetime:
      profile.uRiskLife == null
        ? null
        : {
            pct: profile.uRiskLife,
            averagePct: profile.pRiskLife ?? null,
            level: level(profile.uRiskLifeLevel),
            period: profile.notes?.some((note) => note.id === LIFETIME_FROM_20_NOTE_ID) ? 'lifetime' : 'to-80',
          },
    carrier: profile.uBrca12
      ? { score: profile.uBrca12.score, band: carrierBandOf(profile.uBrca12.score, answers) }
      : null,
    bmi:
      profile.bmi == null ? null : { value: profile.bmi, band: bmiBand(profile.bmi, lowerThresholds), lowerThresholds },
    actions: profile.actions ?? [],
    notes: profile.notes ?? [],
    finished: profile.finished ?? null,
  };
}

/** Years the "10-year" figure covers: BCRAT's tables stop at 90, so fewer from 81 at the age she answered. */
function tenYearSpan(profile: RiskProfileFieldsFragment): number {
  if (!profile.dob || !profile.finished) return 10;
  const age = ageOn(profile.dob, new Date(profile.finished));
  return tenYearEnd(age) - age;
}

/** Reads carry the score only (query depth): the band is the score's, or "known variant" as lib/risk's buildProfile gives it. */
function carrierBandOf(score: number, answers: QuestionnaireAnswers | null): CarrierBand {
  const known = answers?.family.familyVariants ?? [];
  return known.includes('BRCA1') || known.includes('BRCA2') ? KNOWN_VARIANT_BAND : carrierBand(score);
}
