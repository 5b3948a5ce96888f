import type { CheckRecord as DiaryCheck, Finding } from '@/lib/diary/findings';
import type { CheckRecord, FindingRecord, MapPosition } from './types';

/**
 * Where the report puts a diary finding. One saved before the map has no position but keeps the quadrant she
 * recorded it in; the report names and draws that quadrant rather than saying the place was not marked.
 */
export function reportPosition(finding: Pick<Finding, 'position' | 'quadrant'>): MapPosition | null {
  const where = finding.position;
  if (!where) return finding.quadrant ? { area: 'region', region: finding.quadrant } : null;
  if (where.area === 'breast') return { area: 'breast', clock: where.clock, distanceCm: where.distanceCm };
  return { area: where.area };
}

function toFinding(finding: Finding, checkId: string, index: number): FindingRecord {
  return {
    // Findings recorded before they were followed get an id of their own, so each is one row.
    id: finding.id ?? `${checkId}-${index}`,
    breast: finding.side === 'LEFT' ? 'left' : 'right',
    kind: finding.kind,
    position: reportPosition(finding),
    sizeMm: finding.sizeMm,
    feel: finding.feel,
    severity: finding.severity,
    status: finding.status,
    note: finding.note,
    ...(finding.id ? {} : { unfollowed: true }),
  };
}

/** Her diary's checks in the report's own shape. */
export function reportChecks(checks: readonly DiaryCheck[]): CheckRecord[] {
  return checks.map((check) => ({
    id: check.id,
    checkedAt: check.checked,
    findings: check.findings.map((finding, i) => toFinding(finding, check.id, i)),
  }));
}
