import type { BreastFindingInput, CreateObservationInput } from '@/graphql/generated/types';
import { toCycleInput, toFindingInputs } from '@/lib/diary/check-record';
import type { CheckRecord } from '@/lib/diary/findings';

/**
 * Whether the saved check says what this save sent. The store writes put-if-absent: when an earlier try
 * reached it although she was told it failed, a retry gets that first record back unchanged, and anything
 * she changed in between is not in it. The time of the check is left out: each try sends its own.
 */
export function storedAsSent(stored: CheckRecord, sent: CreateObservationInput): boolean {
  const kept = { ...toCycleInput(stored.cycle), ...toFindingInputs(stored.findings) };
  return (
    kept.periodStart === (sent.periodStart ?? null) &&
    kept.noPeriods === (sent.noPeriods ?? null) &&
    sameFindings(kept.bLeft, sent.bLeft ?? []) &&
    sameFindings(kept.bRight, sent.bRight ?? [])
  );
}

/** Order does not matter; an absent field and null say the same. */
function sameFindings(a: readonly BreastFindingInput[], b: readonly BreastFindingInput[]): boolean {
  const canonical = (findings: readonly BreastFindingInput[]) =>
    findings
      .map((finding) =>
        JSON.stringify(
          Object.entries(finding)
            .filter(([, value]) => value !== null && value !== undefined)
            .sort(([x], [y]) => x.localeCompare(y)),
        ),
      )
      .sort();
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
