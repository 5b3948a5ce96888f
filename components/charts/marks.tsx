/**
 * The marks every chart shares. Meaning never rests on colour alone: periods are hatched, self-checks are
 * triangles on a dashed line, entries are open circles, and the legend names each one.
 */
export function PeriodPattern({ id }: { id: string }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" fill="var(--color-pink-soft)" />
      <line x1="0" y1="0" x2="0" y2="6" stroke="var(--color-pink)" strokeWidth="1.5" strokeOpacity="0.45" />
    </pattern>
  );
}

export function CheckTriangle({ x, y }: { x: number; y: number }) {
  return <path d={`M${x - 4},${y} L${x + 4},${y} L${x},${y + 6} Z`} fill="var(--color-blue)" />;
}

export function PointCircle({ x, y, r = 2.5 }: { x: number; y: number; r?: number }) {
  return <circle cx={x} cy={y} r={r} fill="var(--color-surface)" stroke="var(--color-pink)" strokeWidth="1.5" />;
}

export const LEGEND_MARKS = {
  entry: (
    <>
      <line x1="0" y1="8" x2="16" y2="8" stroke="var(--color-pink)" strokeWidth="2" />
      <circle cx="8" cy="8" r="3" fill="var(--color-surface)" stroke="var(--color-pink)" strokeWidth="1.5" />
    </>
  ),
  period: (id: string) => (
    <rect x="1" y="1" width="14" height="14" fill={`url(#${id})`} stroke="var(--color-pink)" strokeWidth="0.5" />
  ),
  check: (
    <>
      <line x1="8" y1="2" x2="8" y2="16" stroke="var(--color-blue)" strokeDasharray="2 2" />
      <path d="M4,1 L12,1 L8,7 Z" fill="var(--color-blue)" />
    </>
  ),
};
