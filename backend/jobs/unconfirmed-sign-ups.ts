/**
 * A sign-up she never confirmed holds her name, email, title and phone number in the user pool, and Cognito
 * keeps it for ever: this job, run once a day, deletes every account still unconfirmed this long after it was
 * made (the privacy notice says so). Her sign-up code lasts a day; a week leaves time to ask for a new one.
 */
export const UNCONFIRMED_KEPT_DAYS = 7;

export interface UnconfirmedSignUp {
  username: string;
  createdAt: Date;
}

/**
 * The user pool as the job needs it: Cognito's ListUsers (filtered to UNCONFIRMED), AdminGetUser and
 * AdminDeleteUser on AWS (backend/lambda/unconfirmed-sign-ups.ts), the local identity service in the local stack.
 */
export interface SignUpPool {
  unconfirmed(): AsyncIterable<UnconfirmedSignUp>;
  /** Read again just before deleting: she may have confirmed since the list was read. */
  isUnconfirmed(username: string): Promise<boolean>;
  deleteUser(username: string): Promise<void>;
}

export interface UnconfirmedSignUpsResult {
  removed: number;
}

export async function removeUnconfirmedSignUps(pool: SignUpPool, now: Date): Promise<UnconfirmedSignUpsResult> {
  const cutoff = now.getTime() - UNCONFIRMED_KEPT_DAYS * 24 * 60 * 60 * 1000;
  // The whole list first: deleting while paging through it could make the pool skip some.
  const stale: UnconfirmedSignUp[] = [];
  for await (const signUp of pool.unconfirmed()) if (signUp.createdAt.getTime() <= cutoff) stale.push(signUp);
  let removed = 0;
  for (const signUp of stale) {
    try {
      if (!(await pool.isUnconfirmed(signUp.username))) continue;
      await pool.deleteUser(signUp.username);
      removed += 1;
    } catch (error) {
      // One account's failure (gone meanwhile, a throttled call) must not stop the rest; tomorrow's run retries.
      console.error('[unconfirmed sign-ups] one account failed', {
        errorName: error instanceof Error ? error.name : typeof error,
      });
    }
  }
  return { removed };
}
