import type { CarrierBandId } from '../manchester-bands';

/**
 * What the Manchester score means, for a lay reader. NICE CG164 offers genetic testing when the combined chance
 * of a BRCA1 or BRCA2 variant is 10% or more; Evans 2017 calibrates a family score of 15 to 10% for the
 * affected relative tested first and 20 to 10% for an unaffected woman herself.
 */
export const CARRIER_EXPLAINED =
  'The Manchester score adds up points for the cancers in your family to estimate the chance that a BRCA1 or BRCA2 gene variant would be found in your family, usually by testing a relative who has had cancer. It is not your own chance of carrying one, and it is not a diagnosis.';

export const TESTING_THRESHOLD_TEXT =
  'NICE advises offering genetic testing when this chance is 10% or more. For the relative who has had cancer that means a family score of about 15; for a woman who has not had cancer herself, about 20.';

export const CARRIER_BAND_MEANING: Record<CarrierBandId, string> = {
  'under-10':
    'The chance of a BRCA variant in your family is below the 10% at which NICE advises genetic testing. Testing is not usually offered on family history like yours.',
  '10-to-20':
    'The chance of a BRCA variant in your family is about 10% to 20%. A relative who has had cancer may be offered genetic testing; ask your GP about a referral to a genetics service.',
  '20-or-more':
    'The chance of a BRCA variant in your family is about 20% or more. You may be offered genetic testing yourself; ask your GP about a referral to a genetics service.',
  '10-or-more': 'The chance of a variant in this gene in your family is about 10% or more.',
  'known-variant':
    'A variant has already been found in your family, so no score is needed: a genetics service can test you for that variant. Ask your GP for a referral.',
};
