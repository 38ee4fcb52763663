/**
 * A log line a client can cause at will (a refused webhook signature, say), written at most once
 * per interval: the first occurrence at once, then one line per interval with how many were held
 * back. The operator still sees that it happens and how often; a flood of bad calls cannot flood
 * the log.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface SampledLog {
  warn(log: FastifyBaseLogger, details: Record<string, unknown>, message: string): void;
}

export function sampledLog(intervalMs: number, now: () => number = Date.now): SampledLog {
  let lastWritten = Number.NEGATIVE_INFINITY;
  let heldBack = 0;
  return {
    warn(log, details, message) {
      const at = now();
      if (at - lastWritten < intervalMs) {
        heldBack += 1;
        return;
      }
      log.warn({ ...details, ...(heldBack ? { alsoSinceLastLine: heldBack } : {}) }, message);
      lastWritten = at;
      heldBack = 0;
    },
  };
}
