/**
 * Limits of a breast finding, shared by the API's validation (backend/validation/observation.ts), the check's
 * forms and the breast map, so that what the screen offers is exactly what the API accepts.
 */

/** How marked a change is: 1 barely noticeable to 5 very marked. */
export const FINDING_SEVERITY = { min: 1, max: 5 } as const;

/** Clock positions on the breast map. */
export const CLOCK_HOURS = { min: 1, max: 12 } as const;

/** Distance from the nipple in whole centimetres; 0 is at the nipple, 15 the edge of the map. */
export const DISTANCE_CM = { min: 0, max: 15 } as const;

/** Size of a finding in millimetres, when she can tell. */
export const SIZE_MM = { min: 1, max: 100 } as const;

/** Her own words about one finding. */
export const FINDING_NOTE_MAX = 500;

/** Locations that are not a point on the clock face, so a finding there has no clock or distance. */
export const UNPLACED_LOCATIONS = ['ARMPIT', 'WHOLE_BREAST'] as const;
