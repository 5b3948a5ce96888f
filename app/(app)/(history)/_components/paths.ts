import type { CheckInKind } from '@/lib/trends';

/** Where each kind's history is shown, and where one is recorded (the spec's addresses). */
export const HISTORY_PATHS: Record<CheckInKind, string> = {
  stress: '/stress',
  sleep: '/sleep',
  mood: '/mood',
  fatigue: '/fatigue',
};
export const RECORD_PATHS: Record<CheckInKind, string> = {
  stress: '/stressed',
  sleep: '/sleeper',
  mood: '/moody',
  fatigue: '/fatigued',
};
