import type { Clock } from '../clock';
import { FailureCounter } from './failure-counter';
import type { SigningKey } from './signing-key';
import type { IdentityStore } from './store';

/** Everything an action needs, built once per stack. */
export interface IdentityContext {
  store: IdentityStore;
  clock: Clock;
  signingKey: SigningKey;
  /** Token issuer; known once the server is listening (it contains the port). */
  issuer: string;
  failures: FailureCounter;
  /** Where mailbox messages are printed (stdout for the server, silent in tests). */
  log: (line: string) => void;
}
