export interface Source {
  id: string;
  title: string;
  publisher: string;
  url: string;
}

// Sources the results screens cite. Each helper's text names which one it rests on.
export const SOURCES = {
  niceCg164: {
    id: 'nice-cg164',
    title:
      'Familial breast cancer: classification, care and managing breast cancer and related risks in people with a family history of breast cancer (CG164)',
    publisher: 'NICE',
    url: 'https://www.nice.org.uk/guidance/cg164',
  },
  nhsScreening: {
    id: 'nhs-breast-screening',
    title: 'Breast screening (mammogram)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/breast-screening-mammogram/',
  },
  nhsHowToCheck: {
    id: 'nhs-how-to-check',
    title: 'How should I check my breasts?',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/common-health-questions/womens-health/how-should-i-check-my-breasts/',
  },
  nhsSymptoms: {
    id: 'nhs-breast-cancer-symptoms',
    title: 'Breast cancer in women: symptoms',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/conditions/breast-cancer/symptoms/',
  },
  nhsBmi: {
    id: 'nhs-bmi',
    title: 'Calculate your body mass index (BMI)',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/health-assessment-tools/calculate-your-body-mass-index/',
  },
  nhsAlcohol: {
    id: 'nhs-alcohol-units',
    title: 'Alcohol units',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/live-well/alcohol-advice/calculating-alcohol-units/',
  },
  nhsActivity: {
    id: 'nhs-activity',
    title: 'Physical activity guidelines for adults',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/',
  },
  mhraHrt: {
    id: 'mhra-hrt-2019',
    title:
      'Hormone replacement therapy (HRT): further information on the known increased risk of breast cancer with HRT and its persistence after stopping',
    publisher: 'MHRA',
    url: 'https://www.gov.uk/drug-safety-update/hormone-replacement-therapy-hrt-further-information-on-the-known-increased-risk-of-breast-cancer-with-hrt-and-its-persistence-after-stopping',
  },
  crukRisk: {
    id: 'cruk-breast-cancer-risk',
    title: 'Breast cancer risk',
    publisher: 'Cancer Research UK',
    url: 'https://www.cancerresearchuk.org/about-cancer/breast-cancer/risks-causes',
  },
  nciBcrat: {
    id: 'nci-bcrat',
    title: 'Breast Cancer Risk Assessment Tool',
    publisher: 'US National Cancer Institute',
    url: 'https://bcrisktool.cancer.gov/',
  },
  manchester: {
    id: 'manchester-score',
    title: 'Evans DG et al. Pathology update to the Manchester Scoring System. J Med Genet 2017;54:674-81',
    publisher: 'Journal of Medical Genetics',
    url: 'https://jmg.bmj.com/content/54/10/674',
  },
} as const satisfies Record<string, Source>;
