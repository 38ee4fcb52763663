/**
 * Serialised catalogue answers, kept in memory with their ETag so a repeated read costs a map
 * lookup and a 304 costs nothing. Any product change calls invalidate(); a short TTL bounds how
 * stale sales-driven lists (best sellers, popular) can get, and how long another API process's
 * product change takes to show here (a shared Redis channel is the hardening issue's work).
 */
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  body: string;
  etag: string;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer & { expiresAt: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, produce: () => Promise<unknown>): Promise<CachedAnswer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit;
    const body = JSON.stringify(await produce());
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = { body, etag, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.entries.clear();
  }
}

/** True when the client's If-None-Match already names this answer. */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
