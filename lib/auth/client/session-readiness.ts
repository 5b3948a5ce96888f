import type { SessionReadiness } from './fresh-session';

/**
 * `ensureFreshSession()` for whatever a signed-in page is about to send: loaded on the first send, so public
 * pages do not carry the identity client; if it cannot be loaded the request goes as it would have, and the
 * server decides.
 */
export function sessionReadiness(): Promise<SessionReadiness> {
  return import('./fresh-session').then(
    ({ ensureFreshSession }) => ensureFreshSession(),
    () => 'ready' as const,
  );
}
