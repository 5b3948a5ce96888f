import { ARMPIT_OFFSET, MAP_CENTRES, MAP_RADIUS, MARK_RADIUS, placeMarks, type FindingRow } from '@/lib/report';

/**
 * A small map of both breasts as a doctor facing her sees them (her right breast on the left), with a numbered
 * mark per finding (filled: not said to be gone; hollow: gone), placed as the PDF places them. The table beside
 * it says the same in words, so the drawing is decorative for a screen reader beyond its summary.
 */
export function BreastMap({ findings, describedBy }: { findings: readonly FindingRow[]; describedBy?: string }) {
  const marks = `${findings.length} numbered mark${findings.length === 1 ? '' : 's'}`;
  return (
    <svg
      viewBox="0 0 340 150"
      className="mt-4 w-full max-w-sm text-ink"
      role="img"
      aria-label={`Breast map as you face her, her right breast on the left, with ${marks}, described in the table below`}
      aria-describedby={describedBy}
    >
      {(['left', 'right'] as const).map((breast) => {
        const { x, y, armpitSide } = MAP_CENTRES[breast];
        return (
          <g key={breast} fill="none" stroke="currentColor">
            <circle cx={x} cy={y} r={MAP_RADIUS} />
            <circle cx={x} cy={y} r={3} fill="currentColor" />
            <ellipse
              cx={x + armpitSide * ARMPIT_OFFSET.x}
              cy={y + ARMPIT_OFFSET.y}
              rx={13}
              ry={8}
              strokeDasharray="2 2"
            />
            <text x={x} y={y + MAP_RADIUS + 18} textAnchor="middle" fontSize="10" fill="currentColor" stroke="none">
              {breast === 'right' ? 'Her right' : 'Her left'}
            </text>
          </g>
        );
      })}
      {placeMarks(findings).map((mark) => (
        <g key={mark.findingId}>
          <circle
            cx={mark.x}
            cy={mark.y}
            r={MARK_RADIUS}
            stroke="currentColor"
            className={mark.stillThere ? 'fill-ink' : 'fill-canvas'}
          />
          <text
            x={mark.x}
            y={mark.y + 3}
            textAnchor="middle"
            fontSize="8"
            className={mark.stillThere ? 'fill-canvas' : 'fill-ink'}
          >
            {mark.number}
          </text>
        </g>
      ))}
    </svg>
  );
}
