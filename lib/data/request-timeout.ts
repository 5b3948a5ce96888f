import { ApolloLink } from '@apollo/client';

/** Server calls to the API give up after this long, so a hung API shows the fallback rather than a spinner. */
export const REQUEST_TIMEOUT_MS = 8000;

/**
 * An erasure runs inside one API request for up to the resolver's timeout (backend/core/deadline.ts), and stops
 * inside it, undoing what it must, to answer. The server waits for that answer: giving up at 8 s would tell her
 * it failed while it went on. Shorter than the web server's own timeout (infra/lib/web-stack.ts), so the action
 * still answers her; infra/test/stacks.test.ts checks the order.
 */
export const ERASURE_TIMEOUT_MS = 24_000;

/** A call's context that waits for an erasure's answer (lib/data/privacy.ts). */
export const WAIT_FOR_ERASURE = { timeoutMs: ERASURE_TIMEOUT_MS } as const;

/**
 * An import of up to 5,000 codes also runs for up to the resolver's timeout and stops inside it to answer
 * (backend/resolvers/offers.ts), so the server waits for it as long as for an erasure (lib/data/admin.ts).
 */
export const WAIT_FOR_IMPORT = { timeoutMs: ERASURE_TIMEOUT_MS } as const;

/** Gives each call its time limit: `timeoutMs` from the call's context, else `defaultMs`. */
export function timeoutLink(defaultMs: number = REQUEST_TIMEOUT_MS): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { timeoutMs, fetchOptions } = operation.getContext();
    const limit = typeof timeoutMs === 'number' ? timeoutMs : defaultMs;
    operation.setContext({ fetchOptions: { ...fetchOptions, signal: AbortSignal.timeout(limit) } });
    return forward(operation);
  });
}
