// Spec section 4: flow severity runs very light, light, normal, heavy; anything else gets the darkest shade.
export const FLOW_LEVELS = ['very-light', 'light', 'normal', 'heavy'] as const;
export type FlowLevel = (typeof FLOW_LEVELS)[number];

export interface FlowSeverity {
  /** 1 (very light) to 5 (anything not recognised), for ordering and for picking a shade. */
  step: 1 | 2 | 3 | 4 | 5;
  /** Shade from a light-to-dark red scale; the UI may map `step` to theme tokens instead. */
  colour: string;
}

const SHADES = ['#fcd5d8', '#f5a3aa', '#e5606d', '#c0283a', '#7a1020'] as const;

/** Accepts the level as stored or typed: case, spaces, hyphens and underscores do not matter. */
export function flowSeverity(level: string | null | undefined): FlowSeverity {
  const normalised = (level ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  const index = FLOW_LEVELS.indexOf(normalised as FlowLevel);
  const step = (index === -1 ? 5 : index + 1) as FlowSeverity['step'];
  return { step, colour: SHADES[step - 1] ?? SHADES[4] };
}
