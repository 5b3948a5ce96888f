/** Plain-English meanings for /glossary, in alphabetical order. `see` links to a page that explains more. */
export interface GlossaryEntry {
  term: string;
  meaning: string;
  see?: { href: string; label: string };
}

export const glossary: readonly GlossaryEntry[] = [
  { term: 'Benign', meaning: 'Not cancer. Most breast lumps are benign.' },
  {
    term: 'Biopsy',
    meaning:
      'Taking a small sample of tissue or cells, usually with a needle, so it can be examined under a microscope.',
  },
  {
    term: 'Breast awareness',
    meaning: 'Knowing how your breasts usually look and feel, so you notice any change.',
    see: { href: '/awareness', label: 'being breast aware' },
  },
  {
    term: 'Breast clinic',
    meaning: 'A hospital clinic where specialists assess breast symptoms, often with several tests on the same day.',
  },
  {
    term: 'BRCA1 and BRCA2',
    meaning:
      'Genes that normally help protect against cancer. Some people inherit a changed (faulty) version, which raises their risk of breast and ovarian cancer.',
  },
  {
    term: 'Chaperone',
    meaning:
      'Another member of staff who can be present while a doctor or nurse examines you. You can always ask for one.',
  },
  { term: 'Cyst', meaning: 'A small sac of fluid in the breast. Cysts are common and usually harmless.' },
  {
    term: 'Discharge',
    meaning:
      'Fluid leaking from the nipple when you are not breastfeeding. See your GP about any discharge that is new for you.',
  },
  {
    term: 'Dimpling or puckering',
    meaning: 'Skin on the breast that pulls inwards, a little like the skin of an orange. A reason to see your GP.',
  },
  {
    term: 'Fibroadenoma',
    meaning:
      'A smooth, firm, benign lump of breast tissue that often moves under the fingers. More common in younger women.',
  },
  {
    term: 'GP',
    meaning: 'General practitioner: your family doctor and the first person to see about a breast change.',
  },
  {
    term: 'Inverted nipple',
    meaning:
      'A nipple that turns inwards. Some women always have this; a nipple that becomes pulled in is a change to see your GP about.',
  },
  { term: 'Lymph nodes', meaning: "Small glands, including in the armpit, that are part of the body's immune system." },
  { term: 'Mammogram', meaning: 'An X-ray of the breast, used in screening and at breast clinics.' },
  {
    term: 'Menopause',
    meaning: 'When periods stop for good, usually between 45 and 55. Breasts often feel softer afterwards.',
  },
  {
    term: 'Menstrual cycle',
    meaning:
      'The monthly cycle of hormone changes that leads to a period. Breasts can feel lumpier or more tender before a period.',
  },
  { term: 'Referral', meaning: 'When your GP arranges for you to see a specialist.' },
  {
    term: 'Screening',
    meaning: 'Testing people without symptoms to find problems early. NHS breast screening uses mammograms.',
  },
  {
    term: 'Special-category data',
    meaning:
      'Under UK GDPR, types of personal information that need extra protection, including health information such as your diary.',
  },
  {
    term: 'Triple assessment',
    meaning:
      'The usual set of tests at a breast clinic: examination, imaging (mammogram and/or ultrasound) and, if needed, a biopsy.',
  },
  {
    term: 'Ultrasound',
    meaning:
      'A scan that uses sound waves to make a picture of the inside of the breast. Often used for younger women.',
  },
];
