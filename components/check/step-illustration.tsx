import { useId, type ReactNode } from 'react';
import type { IllustrationId } from '@/lib/check/steps';

/**
 * Line drawings of each step, made for this product. Strokes use currentColor so they follow the theme's
 * text colour; the title and description make each one a described image for screen readers.
 */

const HEAD = <circle cx="100" cy="26" r="13" />;
const NECK_AND_SHOULDERS = <path d="M94 38v9q-24 3-32 14M106 38v9q24 3 32 14" />;
const TORSO = <path d="M68 68q3 40 6 84M132 68q-3 40-6 84" />;
const BREASTS = (
  <>
    <path d="M72 88q12 26 28 10q16 16 28-10" />
    <circle cx="86" cy="100" r="1.8" />
    <circle cx="114" cy="100" r="1.8" />
  </>
);

function Mirror({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="24" y="2" width="152" height="156" rx="8" strokeDasharray="2 5" />
      {children}
    </>
  );
}

const DRAWINGS: Record<IllustrationId, ReactNode> = {
  'mirror-arms-down': (
    <Mirror>
      {HEAD}
      {NECK_AND_SHOULDERS}
      {TORSO}
      {BREASTS}
      <path d="M62 61q-8 40-6 80M138 61q8 40 6 80" />
    </Mirror>
  ),
  'mirror-arms-raised': (
    <Mirror>
      {HEAD}
      {NECK_AND_SHOULDERS}
      {TORSO}
      {BREASTS}
      <path d="M62 61q-14-22-8-56M138 61q14-22 8-56" />
    </Mirror>
  ),
  'mirror-hands-on-hips': (
    <Mirror>
      {HEAD}
      {NECK_AND_SHOULDERS}
      {TORSO}
      {BREASTS}
      <path d="M62 61l-16 34l26 28M138 61l16 34l-26 28" />
      <path d="M40 116l8-4M160 116l-8-4" strokeDasharray="2 3" />
    </Mirror>
  ),
  'feel-lying-down': (
    <>
      <path d="M8 134h184" />
      <ellipse cx="36" cy="116" rx="24" ry="9" />
      <circle cx="42" cy="96" r="12" />
      <path d="M56 104q56-10 128 2M56 126h128" />
      <path d="M84 103q14-22 30-2" />
      <path d="M60 100q-20-34-40-12" />
      <path d="M102 74l-4 16M107 74l-3 17M112 75l-2 17M107 74q20-18 48 30" />
      <path d="M70 106q30-46 62-4" strokeDasharray="2 4" />
    </>
  ),
  'feel-standing': (
    <>
      {HEAD}
      {NECK_AND_SHOULDERS}
      {TORSO}
      {BREASTS}
      <path d="M62 61q-14-22-8-56" />
      <path d="M138 61q4 30-20 34l-30-4" />
      <path d="M86 88l-12-4M87 92l-13-2M87 96l-13 1" />
      <path d="M64 72q-6 16 6 30q16 18 34 0" strokeDasharray="2 4" />
    </>
  ),
  nipples: (
    <>
      <path d="M30 40q20 110 90 90q40-14 40-70" />
      <circle cx="96" cy="92" r="16" />
      <circle cx="96" cy="92" r="5" />
      <circle cx="130" cy="52" r="24" />
      <path d="M147 69l26 26" strokeWidth="5" />
    </>
  ),
  'size-shape-appearance': (
    <>
      <path d="M18 60q20 46 46 22q26 24 46-22" />
      <circle cx="42" cy="80" r="2" />
      <circle cx="86" cy="80" r="2" />
      <path d="M14 40q4 30-2 60M114 40q-4 30 2 60" />
      <rect x="132" y="34" width="12" height="12" rx="2" />
      <rect x="132" y="64" width="12" height="12" rx="2" />
      <rect x="132" y="94" width="12" height="12" rx="2" />
      <path d="M135 40l3 3l5-7M135 70l3 3l5-7M135 100l3 3l5-7M152 40h30M152 70h30M152 100h30" />
    </>
  ),
};

export function StepIllustration({
  id,
  title,
  description,
}: {
  id: IllustrationId;
  title: string;
  description: string;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      viewBox="0 0 200 160"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="h-auto w-full max-w-xs text-ink"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {DRAWINGS[id]}
    </svg>
  );
}
