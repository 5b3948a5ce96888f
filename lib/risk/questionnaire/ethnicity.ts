import type { BcratRace } from '../bcrat';

/**
 * UK ethnic groups as the 2021 Census for England and Wales lists them (ONS), plus two Asian backgrounds
 * BCRAT has its own figures for, and "prefer not to say".
 *
 * BCRAT only knows US groups, so each UK group is mapped onto the nearest one:
 * - every White group → BCRAT "white";
 * - African, Caribbean and other Black backgrounds → BCRAT "African-American" (the CARE model, built on US Black
 *   women: the nearest published figures for Black British women);
 * - Chinese, Japanese and Filipino → their own BCRAT groups; Indian, Pakistani, Bangladeshi and any other Asian
 *   background → BCRAT "other Asian" (Asian American Breast Cancer Study figures);
 * - Latin American → BCRAT "Hispanic, born outside the US";
 * - Mixed backgrounds, Arab, any other group and "prefer not to say" → BCRAT "other", which uses the figures for
 *   white women, because BCRAT has no group for them.
 * The same words are shown to her (ETHNICITY_MAPPING_TEXT), so the result can say which figures were used.
 */
export const UK_ETHNICITIES = {
  'white-british': { group: 'White', label: 'English, Welsh, Scottish, Northern Irish or British', race: 'white' },
  'white-irish': { group: 'White', label: 'Irish', race: 'white' },
  'white-gypsy-traveller': { group: 'White', label: 'Gypsy or Irish Traveller', race: 'white' },
  'white-roma': { group: 'White', label: 'Roma', race: 'white' },
  'white-other': { group: 'White', label: 'Any other White background', race: 'white' },
  'mixed-white-black-caribbean': {
    group: 'Mixed or multiple ethnic groups',
    label: 'White and Black Caribbean',
    race: 'other',
  },
  'mixed-white-black-african': {
    group: 'Mixed or multiple ethnic groups',
    label: 'White and Black African',
    race: 'other',
  },
  'mixed-white-asian': { group: 'Mixed or multiple ethnic groups', label: 'White and Asian', race: 'other' },
  'mixed-other': {
    group: 'Mixed or multiple ethnic groups',
    label: 'Any other Mixed or multiple ethnic background',
    race: 'other',
  },
  'asian-indian': { group: 'Asian or Asian British', label: 'Indian', race: 'other-asian' },
  'asian-pakistani': { group: 'Asian or Asian British', label: 'Pakistani', race: 'other-asian' },
  'asian-bangladeshi': { group: 'Asian or Asian British', label: 'Bangladeshi', race: 'other-asian' },
  'asian-chinese': { group: 'Asian or Asian British', label: 'Chinese', race: 'chinese' },
  'asian-japanese': { group: 'Asian or Asian British', label: 'Japanese', race: 'japanese' },
  'asian-filipino': { group: 'Asian or Asian British', label: 'Filipino', race: 'filipino' },
  'asian-other': { group: 'Asian or Asian British', label: 'Any other Asian background', race: 'other-asian' },
  'black-african': { group: 'Black, Black British, Caribbean or African', label: 'African', race: 'african-american' },
  'black-caribbean': {
    group: 'Black, Black British, Caribbean or African',
    label: 'Caribbean',
    race: 'african-american',
  },
  'black-other': {
    group: 'Black, Black British, Caribbean or African',
    label: 'Any other Black, Black British or Caribbean background',
    race: 'african-american',
  },
  'other-arab': { group: 'Other ethnic group', label: 'Arab', race: 'other' },
  'other-latin-american': { group: 'Other ethnic group', label: 'Latin American', race: 'hispanic-foreign-born' },
  'other-any': { group: 'Other ethnic group', label: 'Any other ethnic group', race: 'other' },
  'prefer-not-to-say': { group: 'Prefer not to say', label: 'Prefer not to say', race: 'other' },
} as const satisfies Record<string, { group: string; label: string; race: BcratRace }>;

export type UkEthnicity = keyof typeof UK_ETHNICITIES;
export const UK_ETHNICITY_IDS = Object.keys(UK_ETHNICITIES) as [UkEthnicity, ...UkEthnicity[]];

export function bcratRaceFor(ethnicity: UkEthnicity): BcratRace {
  return UK_ETHNICITIES[ethnicity].race;
}

// NICE (2022) lowers the BMI cut-offs for overweight and obesity (23, 27.5) for South Asian, Chinese, other Asian,
// Middle Eastern, Black African and African-Caribbean family backgrounds. Decided from her own answer, not the
// BCRAT group: BCRAT puts Arab women with white women, which would drop the obesity factor at a BMI of 27.5-29.9.
const LOWER_BMI_THRESHOLD_ETHNICITIES: ReadonlySet<UkEthnicity> = new Set([
  'asian-indian',
  'asian-pakistani',
  'asian-bangladeshi',
  'asian-chinese',
  'asian-japanese',
  'asian-filipino',
  'asian-other',
  'black-african',
  'black-caribbean',
  'black-other',
  'other-arab',
]);

export function usesLowerBmiThresholds(ethnicity: UkEthnicity): boolean {
  return LOWER_BMI_THRESHOLD_ETHNICITIES.has(ethnicity);
}

const BCRAT_GROUP_WORDS: Record<BcratRace, string> = {
  white: 'white women',
  'african-american': 'African-American women',
  'hispanic-us-born': 'Hispanic women born in the US',
  other: 'white women (the model has no figures for your group)',
  'hispanic-foreign-born': 'Hispanic women born outside the US',
  chinese: 'Chinese American women',
  japanese: 'Japanese American women',
  filipino: 'Filipino American women',
  hawaiian: 'Native Hawaiian women',
  'other-pacific-islander': 'Pacific Islander women',
  'other-asian': 'Asian American women',
};

/** Shown beside the ethnicity question. */
export const ETHNICITY_MAPPING_TEXT =
  'The risk model was built in the US and has figures only for US groups. We use the closest group: White for White backgrounds; African-American for Black African, Caribbean and other Black backgrounds; its Chinese, Japanese and Filipino groups; Asian American for Indian, Pakistani, Bangladeshi and other Asian backgrounds; Hispanic for Latin American. Mixed backgrounds, Arab, other groups and "prefer not to say" use the figures for white women, because the model has no group for them.';

/** Which figures were used for her, in words: "Your figures use the model's figures for Asian American women." */
export function ethnicityFiguresSentence(ethnicity: UkEthnicity): string {
  return `Your figures use the model's figures for ${BCRAT_GROUP_WORDS[bcratRaceFor(ethnicity)]}.`;
}
