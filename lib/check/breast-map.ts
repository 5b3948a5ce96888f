import { CLOCK_HOURS, DISTANCE_CM } from '@/lib/validation/breast-finding';

/**
 * Where a finding is, on a clock face of each breast drawn as she looks down at herself: 12 o'clock towards
 * her chin, 3 o'clock towards her right-hand side. So on the left breast 3 o'clock points to the middle of
 * her chest, and on the right breast to her armpit; labels say which, so a GP reading them is never unsure.
 */

export type Side = 'LEFT' | 'RIGHT';

export type MapPosition =
  { area: 'breast'; clock: number; distanceCm: number } | { area: 'armpit' } | { area: 'whole' };

/** The quadrant names of the API's BreastLocation, plus the places that are not a point on the clock. */
export type BreastLocation =
  'UPPER_OUTER' | 'UPPER_INNER' | 'LOWER_OUTER' | 'LOWER_INNER' | 'CENTRAL' | 'ARMPIT' | 'WHOLE_BREAST';

/** A quadrant: all a finding saved before the map has to say where it is, besides the armpit or the whole breast. */
export const QUADRANTS = ['UPPER_OUTER', 'UPPER_INNER', 'LOWER_OUTER', 'LOWER_INNER'] as const;
export type Quadrant = (typeof QUADRANTS)[number];

/** "upper outer part": outer is towards her armpit, inner towards the middle of her chest. */
export function quadrantWords(quadrant: Quadrant): string {
  return `${quadrant.startsWith('UPPER') ? 'upper' : 'lower'} ${quadrant.endsWith('OUTER') ? 'outer' : 'inner'} part`;
}

/** The quadrant of a stored finding recorded by quadrant only, before the map; null for any other. */
export function unplacedQuadrant(finding: { location?: string | null; clock?: number | null }): Quadrant | null {
  return finding.clock == null && (QUADRANTS as readonly (string | null | undefined)[]).includes(finding.location)
    ? (finding.location as Quadrant)
    : null;
}

/** The position of a finding as the API stores it. */
export interface FindingLocation {
  location: BreastLocation;
  clock: number | null;
  distanceCm: number | null;
}

export const NIPPLE: MapPosition = { area: 'breast', clock: 12, distanceCm: 0 };

/** Hours on her right-hand side of the clock (as she looks down). */
function isOnHerRight(clock: number): boolean {
  return clock >= 1 && clock <= 5;
}

function towardsArmpit(side: Side, clock: number): boolean | null {
  if (clock === 12 || clock === 6) return null;
  return isOnHerRight(clock) === (side === 'RIGHT');
}

function isUpper(clock: number): boolean | null {
  if (clock === 3 || clock === 9) return null;
  return clock >= 10 || clock <= 2;
}

export function sideName(side: Side): string {
  return side === 'LEFT' ? 'left' : 'right';
}

/**
 * "upper, towards your armpit", "below the nipple", ...: the direction in words, independent of the clock. `inner`
 * names the other way: her words by default, a doctor's ("towards the breastbone") in the GP report.
 */
export function directionWords(side: Side, clock: number, inner = 'towards the middle of the chest'): string {
  const outer = towardsArmpit(side, clock);
  const upper = isUpper(clock);
  if (outer === null) return upper ? 'above the nipple' : 'below the nipple';
  const across = outer ? 'towards the armpit' : inner;
  if (upper === null) return across;
  return `${upper ? 'upper' : 'lower'}, ${across}`;
}

/** "left breast, 2 o'clock, 3 cm from the nipple" */
export function positionLabel(side: Side, position: MapPosition): string {
  const name = sideName(side);
  if (position.area === 'armpit') return `${name} armpit`;
  if (position.area === 'whole') return `whole ${name} breast`;
  if (position.distanceCm === 0) return `${name} breast, at the nipple`;
  return `${name} breast, ${position.clock} o'clock, ${position.distanceCm} cm from the nipple`;
}

/** The quadrant a position falls in; points on a boundary hour count as the outer or upper side. */
export function quadrantOf(side: Side, position: MapPosition): BreastLocation {
  if (position.area === 'armpit') return 'ARMPIT';
  if (position.area === 'whole') return 'WHOLE_BREAST';
  if (position.distanceCm === 0) return 'CENTRAL';
  const outer = towardsArmpit(side, position.clock) ?? true;
  const upper = isUpper(position.clock) ?? true;
  return `${upper ? 'UPPER' : 'LOWER'}_${outer ? 'OUTER' : 'INNER'}`;
}

export function toFindingLocation(side: Side, position: MapPosition): FindingLocation {
  const location = quadrantOf(side, position);
  if (position.area !== 'breast') return { location, clock: null, distanceCm: null };
  return { location, clock: position.clock, distanceCm: position.distanceCm };
}

/** The map position of a stored finding; null for one recorded by quadrant only, before the map. */
export function fromFindingLocation(finding: {
  location?: string | null;
  clock?: number | null;
  distanceCm?: number | null;
}): MapPosition | null {
  if (finding.location === 'ARMPIT') return { area: 'armpit' };
  if (finding.location === 'WHOLE_BREAST') return { area: 'whole' };
  if (finding.clock != null && finding.distanceCm != null)
    return { area: 'breast', clock: finding.clock, distanceCm: finding.distanceCm };
  if (finding.location === 'CENTRAL') return NIPPLE;
  return null;
}

export type PositionCheck = { ok: true; position: MapPosition } | { ok: false; message: string };

/** Refuses a point off the map, with a message to show next to the map. */
export function checkPosition(clock: number, distanceCm: number): PositionCheck {
  if (!Number.isInteger(clock) || clock < CLOCK_HOURS.min || clock > CLOCK_HOURS.max) {
    return { ok: false, message: `Choose a clock position from ${CLOCK_HOURS.min} to ${CLOCK_HOURS.max}.` };
  }
  if (!Number.isInteger(distanceCm) || distanceCm < DISTANCE_CM.min || distanceCm > DISTANCE_CM.max) {
    return {
      ok: false,
      message: `Choose a distance from the nipple from ${DISTANCE_CM.min} to ${DISTANCE_CM.max} cm.`,
    };
  }
  return { ok: true, position: { area: 'breast', clock, distanceCm } };
}

/** A point of the drawn clock face (y grows downwards, as in SVG) for a position, at `radius` for 15 cm. */
export function pointOf(clock: number, distanceCm: number, radius: number): { x: number; y: number } {
  const angle = (clock % 12) * (Math.PI / 6);
  const r = (distanceCm / DISTANCE_CM.max) * radius;
  return { x: r * Math.sin(angle), y: -r * Math.cos(angle) };
}

/** The nearest position to a point relative to the nipple, or null when the point is off the map. */
export function positionAt(x: number, y: number, radius: number): MapPosition | null {
  const distanceCm = Math.round((Math.hypot(x, y) / radius) * DISTANCE_CM.max);
  if (distanceCm > DISTANCE_CM.max) return null;
  if (distanceCm === 0) return NIPPLE;
  const hours = Math.round(((Math.atan2(x, -y) + 2 * Math.PI) % (2 * Math.PI)) / (Math.PI / 6)) % 12;
  return { area: 'breast', clock: hours === 0 ? 12 : hours, distanceCm };
}

/**
 * Arrow keys on the map: left and right go round the clock (right is clockwise), up and down move away
 * from and towards the nipple. Stops at the map's edge rather than wrapping, so she always knows where she is.
 */
export function moveByKey(position: MapPosition, key: string): MapPosition | null {
  const current = position.area === 'breast' ? position : NIPPLE;
  if (current.area !== 'breast') return null;
  const { clock, distanceCm } = current;
  switch (key) {
    case 'ArrowRight':
      return { area: 'breast', clock: (clock % 12) + 1, distanceCm: Math.max(distanceCm, 1) };
    case 'ArrowLeft':
      return { area: 'breast', clock: ((clock + 10) % 12) + 1, distanceCm: Math.max(distanceCm, 1) };
    case 'ArrowUp':
      return { area: 'breast', clock, distanceCm: Math.min(distanceCm + 1, DISTANCE_CM.max) };
    case 'ArrowDown':
      return { area: 'breast', clock, distanceCm: Math.max(distanceCm - 1, DISTANCE_CM.min) };
    case 'Home':
      return NIPPLE;
    case 'End':
      return { area: 'breast', clock, distanceCm: DISTANCE_CM.max };
    default:
      return null;
  }
}

/** Clock hours in order, for the plain list of choices offered instead of the drawing. */
export const CLOCK_CHOICES = Array.from({ length: CLOCK_HOURS.max }, (_, i) => i + 1);
export const DISTANCE_CHOICES = Array.from(
  { length: DISTANCE_CM.max - DISTANCE_CM.min + 1 },
  (_, i) => i + DISTANCE_CM.min,
);
