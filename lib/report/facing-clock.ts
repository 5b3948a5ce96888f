/**
 * Doctors, breast clinics and BI-RADS give a clock position as the examiner facing her sees it: on her right
 * breast the armpit is at 9 o'clock, on her left at 3. The app stores the hour as she looks down at herself,
 * the mirror image, so everything the report shows a doctor turns it round first.
 */
export function facingClock(herClock: number): number {
  const mirrored = (12 - (herClock % 12)) % 12;
  return mirrored === 0 ? 12 : mirrored;
}

/** Said once beside the report's map and list of findings, so a GP never has to guess the convention. */
export const FACING_HER_NOTE = 'Clock positions and the map are as you face her (her right breast on your left).';
