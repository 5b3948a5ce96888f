import type { FindingStatus } from './finding-terms';

/**
 * What deleting a check, or removing a finding from one, does to the findings followed from check to check
 * (lib/diary/findings): the rest of her diary goes by the checks that remain. A finding is followed from its
 * earliest remaining mention, so one first noted in a deleted check is dated from the first later check that
 * mentions it: these words say so before she confirms, rather than promising it stops being followed.
 */

export const DELETE_CHECK_FINDINGS =
  'A change first noted in this check that you said was still there later stays in your diary, dated from the first later check that mentions it. A change this check said had gone will be asked about again at your next check.';

/** Beside "Remove" for a finding in a saved check, by what that check said about it. */
export const REMOVE_FINDING_WORDS: Record<FindingStatus, string> = {
  NEW: 'Removing it takes it out of this check only. If a later check said it was still there, your diary keeps it, dated from that later check.',
  STILL_THERE:
    'Removing it takes out only what this check said about it: your diary still follows the change from your other checks.',
  CHANGED:
    'Removing it takes out only what this check said about it: your diary still follows the change, as your other checks describe it.',
  GONE: 'Removing it takes out that it had gone: the change is open again in your diary, and your next check asks about it.',
};
