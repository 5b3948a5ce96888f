import { NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** [rule, why it does not apply here, optionally the exact findings it covers] */
export type Suppression = [id: string, reason: string, appliesTo?: (string | { regex: string })[]];

/** Suppresses cdk-nag findings on a construct and its children; every entry carries its justification. */
export function suppress(construct: IConstruct, suppressions: Suppression[]): void {
  NagSuppressions.addResourceSuppressions(
    construct,
    suppressions.map(([id, reason, appliesTo]) => ({ id, reason, ...(appliesTo ? { appliesTo } : {}) })),
    true,
  );
}
