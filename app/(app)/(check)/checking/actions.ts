'use server';

import { formAction, InvalidFields } from '@/lib/actions/form-action';
import { notAskedAbout, notAskedMessage, unmatchedMessage } from '@/lib/check/earlier-findings';
import { finaliseCheck } from '@/lib/check/finalise';
import { storedAsSent } from '@/lib/check/stored-as-sent';
import { createCheck } from '@/lib/data/observations';
import type { CheckRecord } from '@/lib/diary/findings';
import { checkSchema, type CheckSubmission } from '@/lib/forms/check';
import type { FormState } from '@/lib/forms/form-state';
import { savedAsFirstSent } from '@/lib/forms/saved-as-first-sent';
import { earlierAnswered } from './earlier-answered';

interface Saved {
  record: CheckRecord;
  asSent: boolean;
  /** Earlier findings her page did not ask about, recorded in this check as not checked. */
  notAsked: number;
  /** Her answers about earlier findings her records do not hold, even after waiting for the list to catch up. */
  unmatched: number;
}

const save = formAction<ReturnType<typeof checkSchema>, string, Saved>({
  path: '/checking',
  health: true,
  schema: () => checkSchema(new Date()),
  record: 'create',
  operation: 'CreateObservation',
  async run({ draft, checked }: CheckSubmission, { user, recordId }) {
    // What is carried over, and what it should answer about, comes from her own records, never from the browser.
    const { earlier, unmatched } = await earlierAnswered(user, draft, recordId!);
    // One her page never asked about (recorded since it opened, or by a check queued on the same page) is not
    // refused: a check queued offline would be refused on every try, with no screen left to answer it on.
    const notAsked = notAskedAbout(earlier.expected, draft.carried).length;
    const result = finaliseCheck({ ...draft, recordId: recordId! }, { now: checked, open: earlier.answerable });
    // The schema ran the same rules on the same draft, so this is a guard: each message by its field, nothing saved.
    if (!result.ok) throw new InvalidFields(result.errors);
    const record = await createCheck(result.input);
    return { record, asSent: storedAsSent(record, result.input), notAsked, unmatched };
  },
  saved: ({ record, asSent, notAsked, unmatched }) => {
    // Never claims what she changed after an earlier try that landed: the screen says the first one was kept.
    const message = asSent ? 'Your check has been saved.' : savedAsFirstSent('Your check');
    return {
      message: [message, notAsked > 0 && notAskedMessage(notAsked), unmatched > 0 && unmatchedMessage(unmatched)]
        .filter(Boolean)
        .join(' '),
      values: {
        savedId: record.id,
        ...(asSent ? {} : { savedEarlier: 'yes' }),
        ...(notAsked > 0 ? { notAsked: String(notAsked) } : {}),
        // For the screen that shows it, or the outbox's note about a check sent later: the message is not shown.
        ...(unmatched > 0 ? { unmatched: String(unmatched) } : {}),
      },
    };
  },
});

export async function saveCheck(previous: FormState, form: FormData): Promise<FormState> {
  return save(previous, form);
}
