import type { ProfileColour } from '@/lib/risk';

/** Tailwind fill/text classes for the theme's risk tones (app/globals.css), per colour. */
export const FILL_CLASS: Record<ProfileColour, string> = {
  green: 'fill-green',
  amber: 'fill-amber',
  red: 'fill-red',
  grey: 'fill-line',
};

export const BORDER_CLASS: Record<ProfileColour, string> = {
  green: 'border-green',
  amber: 'border-amber',
  red: 'border-red',
  grey: 'border-line',
};

/**
 * Colour is never the only cue (WCAG 1.4.1): green is plain, amber striped, red cross-hatched, and every
 * coloured area also carries its level's name in text. Pattern ids are prefixed so several SVGs can share a page.
 */
export function LevelPatternDefs({ idPrefix }: { idPrefix: string }) {
  return (
    <defs>
      <pattern
        id={`${idPrefix}-amber`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" className="fill-amber" />
        <rect width="2" height="6" className="fill-canvas" opacity="0.55" />
      </pattern>
      <pattern id={`${idPrefix}-red`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="fill-red" />
        <path d="M0 0L6 6M6 0L0 6" className="stroke-canvas" strokeWidth="1.4" opacity="0.6" />
      </pattern>
    </defs>
  );
}

/** The fill for a level's area: a plain theme colour or its pattern. */
export function levelFill(colour: ProfileColour, idPrefix: string): { fill?: string; className?: string } {
  if (colour === 'amber' || colour === 'red') return { fill: `url(#${idPrefix}-${colour})` };
  return { className: FILL_CLASS[colour] };
}

/** A small swatch for legends: the same fill as the chart, beside the level's name. */
export function LevelSwatch({ colour, idPrefix }: { colour: ProfileColour; idPrefix: string }) {
  const { fill, className = '' } = levelFill(colour, idPrefix);
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" className="inline-block shrink-0 align-middle">
      <LevelPatternDefs idPrefix={idPrefix} />
      <rect
        x="1"
        y="1"
        width="16"
        height="16"
        rx="3"
        fill={fill}
        className={`${className} stroke-ink`}
        strokeWidth="1"
      />
    </svg>
  );
}
