import type { Clock } from '../clock';
import { FAILURE_WINDOW_SECONDS } from './pool';

/**
 * Counts events (wrong passwords, wrong codes, codes sent) per key over a sliding window, in memory:
 * throttling only has to hold while the process runs, and a restart is a deliberate developer act.
 */
export class FailureCounter {
  private readonly events = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  count(key: string): number {
    const since = this.clock.now() - FAILURE_WINDOW_SECONDS * 1000;
    const recent = (this.events.get(key) ?? []).filter((at) => at > since);
    this.events.set(key, recent);
    return recent.length;
  }

  record(key: string): void {
    this.count(key);
    this.events.get(key)?.push(this.clock.now());
  }

  clear(key: string): void {
    this.events.delete(key);
  }
}
