import type { SocialLink } from '@/lib/site/brand';

// Simple glyphs drawn for this site (no downloaded icon sets), each on a 24-unit grid.
const glyphs: Record<SocialLink['network'], React.ReactNode> = {
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.8" cy="7.2" r="1.2" fill="currentColor" />
    </>
  ),
  x: (
    <path
      d="M5 4.5h4l10 15h-4zM18.5 4.5 13.2 10.6M5.5 19.5l5.4-6.2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    />
  ),
  linkedin: (
    <>
      <rect x="4.5" y="9.5" width="3" height="10" fill="currentColor" />
      <circle cx="6" cy="6" r="1.8" fill="currentColor" />
      <path
        d="M10.5 19.5v-10h2.8v1.5c.6-1 1.8-1.8 3.4-1.8 2.4 0 3.8 1.5 3.8 4.4v5.9h-3v-5.3c0-1.5-.6-2.3-1.8-2.3s-2.2.9-2.2 2.4v5.2z"
        fill="currentColor"
      />
    </>
  ),
  youtube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m10.2 9.3 4.8 2.7-4.8 2.7z" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
      {glyphs[network]}
    </svg>
  );
}
