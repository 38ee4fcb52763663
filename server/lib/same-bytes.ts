/**
 * Whether a signature (or any secret) someone sent equals the one computed here, in time that
 * says nothing about how much of it was right. timingSafeEqual throws on buffers of different
 * lengths, so that case answers false first: a length is no secret for a fixed-size MAC.
 */
import { timingSafeEqual } from 'node:crypto';

export function sameBytes(given: Uint8Array, expected: Uint8Array): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}
