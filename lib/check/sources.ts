/** Pages the check's health content is taken from; each step and message names the ones it relies on. */
export interface Source {
  title: string;
  url: string;
}

export const SOURCES = {
  nhsHowToCheck: {
    title: 'NHS: How should I check my breasts?',
    url: 'https://www.nhs.uk/common-health-questions/womens-health/how-should-i-check-my-breasts/',
  },
  nhsSymptoms: {
    title: 'NHS: Breast cancer in women – symptoms',
    url: 'https://www.nhs.uk/conditions/breast-cancer/symptoms/',
  },
  nhsBreastPain: { title: 'NHS: Breast pain', url: 'https://www.nhs.uk/conditions/breast-pain/' },
  nhsBreastLump: { title: 'NHS: Breast lump', url: 'https://www.nhs.uk/conditions/breast-lump/' },
  nhs111: { title: 'NHS 111 online', url: 'https://111.nhs.uk/' },
  breastCancerNowTlc: { title: 'Breast Cancer Now: TLC – touch, look, check', url: 'https://breastcancernow.org/' },
  nidirect: { title: 'nidirect: Breast awareness', url: 'https://www.nidirect.gov.uk/node/13259' },
} as const satisfies Record<string, Source>;
