import { TEXT_LIMITS } from './limits';

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

/** Her own words about one finding: the one text limit in limits.ts. */
export const FINDING_NOTE_MAX = TEXT_LIMITS.findingNote;

/** Locations that are not a point on the clock face, so a finding there has no clock or distance. */
export const UNPLACED_LOCATIONS = ['ARMPIT', 'WHOLE_BREAST'] as const;

/**
 * The most findings one check holds, counting those carried over from earlier checks: more is not a real check.
 * Within the API's own cap (backend/validation/observation.ts), so the forms refuse first and say why.
 */
export const FINDINGS_PER_CHECK_MAX = 20;
