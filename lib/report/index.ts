// The PDF builder is server-only and imported on its own: `@/lib/report/report-pdf`.
export {
  buildGpReport,
  checkDate,
  cycleDayOn,
  type CheckInSummary,
  type FindingRow,
  type GpReport,
  type SymptomCount,
} from './build-report';
export { FACING_HER_NOTE } from './facing-clock';
export {
  breastLabel,
  checkInLine,
  checksSeenWords,
  directionWords,
  feelLabel,
  findingState,
  formatDate,
  kindLabel,
  positionLabel,
  FAMILY_HISTORY_ADVICE_LABEL,
  FAMILY_HISTORY_REFERRAL_LABEL,
  RISK_LABELS,
  sentenceCase,
  symptomLine,
  symptomLines,
} from './labels';
export { reportChecks, reportPosition } from './from-diary';
export { ARMPIT_OFFSET, MAP_CENTRES, MAP_RADIUS, MARK_RADIUS, placeMarks } from './map-layout';
export { inWindow, RANGE_LABELS, REPORT_RANGES, reportWindow } from './period';
export { reportCsv } from './report-csv';
export type * from './types';
