'use client';

import { startTransition, useActionState, useCallback, useEffect, useState } from 'react';
import type { SessionReadiness } from '@/lib/auth/client/fresh-session';
import { endSessionTheServerEnded } from '@/lib/auth/client/server-ended-session';
import { sessionReadiness } from '@/lib/auth/client/session-readiness';
import type { FormState } from '@/lib/forms/form-state';

/**
 * `useActionState` for a signed-in page that sends by hand rather than through `useFormAction` (the guided check,
 * a delete after its undo wait): `send` renews a session about to expire first, and sends nothing when it has
 * ended (it answers `ended`, so the caller keeps what she did and says so). An expired token would have the
 * request redirected to sign-in, taking her away from the page.
 */
export function useSessionAction<State extends FormState>(
  action: (previous: Awaited<State>, form: FormData) => Promise<State>,
  initial: Awaited<State>,
) {
  const [state, dispatch, sending] = useActionState<State, FormData>(action, initial);
  // Renewing counts as sending: the button says so, and a second press waits.
  const [renewing, setRenewing] = useState(false);
  useEffect(() => {
    if (state.sessionEnded) void endSessionTheServerEnded();
  }, [state]);

  const send = useCallback(
    async (form: FormData): Promise<SessionReadiness> => {
      setRenewing(true);
      const readiness = await sessionReadiness();
      // One transition with the dispatch, so `pending` never reads false between the renewal and the send.
      startTransition(() => {
        setRenewing(false);
        if (readiness === 'ready') dispatch(form);
      });
      return readiness;
    },
    [dispatch],
  );

  return { state, send, pending: sending || renewing };
}
