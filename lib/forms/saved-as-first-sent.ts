/**
 * What a save says when the store kept an earlier try of the record instead of this one (put-if-absent: the
 * first try reached it although she was told it failed). One wording for checks and check-ins, on the saved
 * screen and in the outbox's notes, so they never drift apart; it never claims what she changed since.
 */
export const SAVED_AS_FIRST_SENT = 'saved as you first sent it';

/** "Your check was saved as you first sent it; what you changed after that is not in it." */
export function savedAsFirstSent(subject: string): string {
  return `${subject} was ${SAVED_AS_FIRST_SENT}; what you changed after that is not in it.`;
}
