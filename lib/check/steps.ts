import { SOURCES, type Source } from './sources';

/**
 * The guided self-check, as content: the NHS routine and Breast Cancer Now's "touch, look, check", in the
 * order look, feel, nipples, then size, shape and appearance (spec section 1). Suggested times are a pace
 * to follow, not a rule: the NHS says no special technique is needed and it takes a few minutes.
 */

export type IllustrationId =
  | 'mirror-arms-down'
  | 'mirror-arms-raised'
  | 'mirror-hands-on-hips'
  | 'feel-lying-down'
  | 'feel-standing'
  | 'nipples'
  | 'size-shape-appearance';

export interface CheckStep {
  id: IllustrationId;
  title: string;
  /** Short plain-English instructions, in order. */
  instructions: readonly string[];
  /** Changes to look out for in this step, when the step is about spotting them. */
  lookFor?: readonly string[];
  suggestedSeconds: number;
  /** What the illustration shows, for screen readers and for anyone who cannot see it. */
  illustrationDescription: string;
  sources: readonly Source[];
}

/** The NHS list of changes to see a GP about (breast cancer symptoms page), in the product's words. */
export const CHANGES_TO_LOOK_FOR = [
  'a new lump or thickened tissue in either breast',
  'a change in the size or shape of one or both breasts',
  'discharge from either nipple, which may be streaked with blood',
  'a lump or swelling in either armpit',
  'skin changes such as puckering, dimpling, a rash or redness',
  'a rash, crusting, scaly or itchy skin, or redness on or around the nipple',
  'a change in how the nipple looks, such as becoming sunken into the breast',
] as const;

const LOOK_IN_MIRROR = 'Stand in front of a mirror, with your top and bra off.';

export const CHECK_STEPS: readonly CheckStep[] = [
  {
    id: 'mirror-arms-down',
    title: 'Look with your arms by your sides',
    instructions: [
      LOOK_IN_MIRROR,
      'Let your arms hang loosely by your sides.',
      'Look at the size, shape and outline of each breast, and at the skin and your nipples.',
    ],
    suggestedSeconds: 30,
    illustrationDescription: 'A woman standing in front of a mirror with her arms relaxed by her sides.',
    sources: [SOURCES.nhsHowToCheck, SOURCES.breastCancerNowTlc],
  },
  {
    id: 'mirror-arms-raised',
    title: 'Look with your arms raised',
    instructions: [
      'Raise both arms above your head.',
      'Look again at each breast, underneath them and towards your armpits.',
      'Notice any puckering or dimpling of the skin as you move.',
    ],
    suggestedSeconds: 30,
    illustrationDescription: 'A woman in front of a mirror with both arms raised above her head.',
    sources: [SOURCES.nhsHowToCheck],
  },
  {
    id: 'mirror-hands-on-hips',
    title: 'Look with your hands on your hips',
    instructions: [
      'Put your hands on your hips and press in firmly, so that your chest muscles tighten.',
      'Look for any change in outline, a pulling in of the skin, or a nipple turning in.',
    ],
    suggestedSeconds: 30,
    illustrationDescription: 'A woman in front of a mirror with her hands on her hips, pressing in.',
    sources: [SOURCES.nidirect],
  },
  {
    id: 'feel-lying-down',
    title: 'Feel each breast lying down',
    instructions: [
      'Lie down with a pillow under one shoulder and that arm behind your head.',
      'With the flat of your three middle fingers, feel the breast on that side using small circles.',
      'Use light, then medium, then firm pressure at each place.',
      'Cover the whole breast: up to your collarbone, across to your breastbone, down to below your bra line and into your armpit.',
      'Swap the pillow to the other shoulder and feel the other breast the same way.',
    ],
    suggestedSeconds: 120,
    illustrationDescription:
      'A woman lying on her back with one arm behind her head, feeling her breast with the flat of her fingers; dotted lines show the area from the collarbone to below the bra line and into the armpit.',
    sources: [SOURCES.nhsHowToCheck, SOURCES.nidirect],
  },
  {
    id: 'feel-standing',
    title: 'Feel each breast standing up',
    instructions: [
      'Stand or sit up. Many women find this easiest in the shower, where a soapy hand moves easily over the skin.',
      'Raise one arm and, with the flat fingers of the other hand, feel the whole breast on that side, up to the collarbone and into the armpit.',
      'Feel each armpit and around your collarbone for a lump or swelling.',
      'Do the same on the other side.',
    ],
    suggestedSeconds: 90,
    illustrationDescription:
      'A woman standing with one arm raised, feeling from her breast into her armpit with flat fingers.',
    sources: [SOURCES.nhsHowToCheck, SOURCES.breastCancerNowTlc],
  },
  {
    id: 'nipples',
    title: 'Check your nipples',
    instructions: [
      'Look at each nipple and the skin around it.',
      'Notice any discharge you did not expect, a rash, crusting, or scaly or itchy skin.',
      'Notice whether a nipple has changed position or shape, or become pulled in.',
    ],
    lookFor: [CHANGES_TO_LOOK_FOR[2], CHANGES_TO_LOOK_FOR[5], CHANGES_TO_LOOK_FOR[6]],
    suggestedSeconds: 45,
    illustrationDescription: 'A close view of a breast and nipple, with a magnifying glass over the nipple.',
    sources: [SOURCES.nhsSymptoms],
  },
  {
    id: 'size-shape-appearance',
    title: 'Size, shape and appearance',
    instructions: [
      'Think about how your breasts usually look and feel. One is often a little larger than the other, and breasts change through the month.',
      'Ask yourself whether anything is different from usual, compared with the changes listed here.',
    ],
    lookFor: CHANGES_TO_LOOK_FOR,
    suggestedSeconds: 45,
    illustrationDescription: 'Outline of two breasts side by side, with a checklist beside them.',
    sources: [SOURCES.nhsSymptoms, SOURCES.nhsHowToCheck],
  },
];

export function stepProgress(index: number, steps: readonly CheckStep[] = CHECK_STEPS): string {
  return `Step ${index + 1} of ${steps.length}`;
}

/** Minutes at the suggested pace. The app says the check takes "a few minutes", as the NHS does: this keeps it true. */
export function totalSuggestedMinutes(steps: readonly CheckStep[] = CHECK_STEPS): number {
  return Math.ceil(steps.reduce((sum, step) => sum + step.suggestedSeconds, 0) / 60);
}
