/**
 * Whether this process should be sent traffic (docs/decisions/0194-liveness-and-readiness.md).
 * A process listens before its database is migrated, so a balancer's readiness check gets a clear
 * "not ready: migrating" instead of a refused connection, and every other request is answered 503
 * until the migrations are done; on SIGTERM it says "stopping" so the balancer drains it while
 * in-flight requests finish. Whether the database answers is asked at each check, not kept here.
 */
export type Phase = 'migrating' | 'serving' | 'stopping';

export interface Readiness {
  readonly phase: Phase;
  set(phase: Phase): void;
  /** Runs `start` once the process is serving (now, if it already is). */
  whenServing(start: () => void): void;
}

export function createReadiness(initial: Phase = 'serving'): Readiness {
  let phase = initial;
  const waiting: (() => void)[] = [];
  return {
    get phase() {
      return phase;
    },
    set(next) {
      phase = next;
      if (next === 'serving') for (const start of waiting.splice(0)) start();
    },
    whenServing(start) {
      if (phase === 'serving') start();
      else waiting.push(start);
    },
  };
}
