/**
 * Serialised catalogue answers, kept in memory with their ETag so a repeated read costs a map
 * lookup and a 304 costs nothing. Compressed renditions (brotli, gzip) are made once per entry,
 * on first demand, so phones download a fraction of the JSON without the server compressing per
 * request (at a quality that costs about a millisecond: BROTLI_QUALITY). Any product change calls
 * invalidate(), in this process after its commit and in every other process on the same
 * PostgreSQL through the change channel (db/change-channel.ts, decision 0180); a short TTL bounds how stale sales-driven lists (best sellers, popular) can get, and how
 * long a process that missed a notification can serve an old answer.
 *
 * A miss is built once: requests that miss the same key while its answer is being built wait for
 * that build instead of starting their own (a sale's first seconds send hundreds of readers to one
 * cold product). A build that an invalidation overtook still answers the requests that asked
 * before the change, but is not kept; the next request builds afresh (decision 0219).
 *
 * A sale changes stock, not the catalogue: an answer carries the ids of the products whose stock
 * it shows (its tags; EVERY_PRODUCT for one that lists them all), and a stock change drops only
 * the answers tagged with the products that changed (`dropTagged`), so the rest of the catalogue
 * stays cached while one product sells (docs/decisions/0223-stock-changes-keep-the-catalogue.md).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli's quality for answers compressed while the shop runs. Measured on this shop's pages (a
 * 22 KB catalogue page, an 18.5 KB product page): quality 5 takes about 1 ms and quality 9 about
 * 72 ms for 0.6% fewer bytes (4,859 against 4,829). Every sale drops the answers that show its
 * product, so during a drop a rebuilt answer is compressed several times a second: at quality 9
 * that was a third of the server's CPU, on its one thread (decision 0223).
 */
const BROTLI_QUALITY = 5;

export class CachedAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();

  /** Weak, because the same answer is served in several encodings (RFC 9110 8.8.3). */
  readonly etag: string;

  constructor(
    /** UTF-8 bytes, encoded once: sending a Buffer skips re-encoding a large string per request. */
    readonly body: Buffer,
    readonly expiresAt: number,
    /** The HTTP status the answer is sent with (a rendered 404 page is cached like any page). */
    readonly status = 200,
    /** The products whose stock this answer shows. */
    readonly tags: ReadonlySet<string> = NO_TAGS,
  ) {
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    this.encoded.set('identity', body);
  }

  bytes(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length },
            })
          : gzipSync(this.body, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The tag of an answer that lists every product: any stock change drops it. */
export const EVERY_PRODUCT = '*';
const NO_TAGS: ReadonlySet<string> = new Set();
/** A stock change that moved no product to another level (dropTagged's `levels`). */
export const NO_LEVEL_CHANGE: ReadonlySet<string> = NO_TAGS;

/**
 * Whether a stock change drops an answer with these tags: one that shows a changed product's
 * stock (tagged with its id), or one that shows every product's stock level (EVERY_PRODUCT) when
 * some product's level changed (in stock, low stock, out of stock). A list shows levels, not counts
 * worth rebuilding for: a sale that leaves a product in stock keeps every list
 * (docs/decisions/0235-lists-follow-stock-levels.md).
 */
const touches = (tags: ReadonlySet<string>, changed: ReadonlySet<string>, levels: ReadonlySet<string>) =>
  changed.size > 0 && ([...changed].some((id) => tags.has(id)) || (tags.has(EVERY_PRODUCT) && levels.size > 0));

/** What a build produces: the text, its status, and the products whose stock it shows. */
export interface Built {
  text: string;
  status?: number;
  tags?: Iterable<string>;
}

/**
 * Told of every drop: all answers (null), or those tagged with these products, of which `levels`
 * changed level and `shown` changed what a page shows of their stock (a level, or a count an order
 * could reach; empty for a drop of the JSON answers alone, which carry every count).
 */
export type DropListener = (changed: ReadonlySet<string> | null, levels: ReadonlySet<string>, shown: ReadonlySet<string>) => void;

interface Build {
  answer: Promise<CachedAnswer>;
  /** Products whose stock changed while this build was reading: its answer may show the old stock. */
  overtakenBy: Set<string>;
  /** Those of them whose stock level changed. */
  overtakenLevels: Set<string>;
}

/** Below this, compression saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/** The best encoding the client accepts (brotli, then gzip), or identity. */
export function chooseEncoding(acceptEncoding: string | undefined, size: number): Encoding {
  if (!acceptEncoding || size < MIN_COMPRESS_BYTES) return 'identity';
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Answers being built, by key: the single flight every concurrent miss joins. */
  private readonly building = new Map<string, Build>();
  private readonly listeners: DropListener[] = [];

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 500,
  ) {}

  /** Bumped by every invalidate(): a build that started before one is not kept. */
  private generation = 0;

  /** How many times the whole cache was dropped (what a test of the change channel counts). */
  get version(): number {
    return this.generation;
  }

  /** Calls `listener` after every drop, so a cache built from this one's answers can drop the same. */
  follow(listener: DropListener): void {
    this.listeners.push(listener);
  }

  /** A JSON answer: `produce`'s value, serialised once, tagged with `tagsOf` it. */
  get<T>(key: string, produce: () => Promise<T>, tagsOf: (value: T) => Iterable<string> = () => NO_TAGS): Promise<CachedAnswer> {
    return this.getText(key, async () => {
      const value = await produce();
      return { text: JSON.stringify(value), tags: tagsOf(value) };
    });
  }

  /** The fresh answer under `key`, if there is one; never produces one. */
  peek(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  /** A text answer (a rendered page), cached like the JSON ones. */
  getText(key: string, produce: () => Promise<Built>): Promise<CachedAnswer> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.building.get(key);
    // A build that a stock change overtook may show the old stock: a later request starts afresh.
    if (inFlight && inFlight.overtakenBy.size === 0) return inFlight.answer;
    const build: Build = { answer: Promise.resolve(null as never), overtakenBy: new Set(), overtakenLevels: new Set() };
    build.answer = this.build(key, produce, build).finally(() => {
      if (this.building.get(key) === build) this.building.delete(key);
    });
    this.building.set(key, build);
    return build.answer;
  }

  private async build(key: string, produce: () => Promise<Built>, build: Build): Promise<CachedAnswer> {
    const startedIn = this.generation;
    const now = Date.now();
    const { text, status, tags } = await produce();
    const entry = new CachedAnswer(Buffer.from(text), now + this.ttlMs, status, tags ? new Set(tags) : NO_TAGS);
    if (startedIn !== this.generation || touches(entry.tags, build.overtakenBy, build.overtakenLevels)) return entry;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    // Builds under way read the data before the change: later requests must not join them.
    this.building.clear();
    for (const listener of this.listeners) listener(null, NO_TAGS, NO_TAGS);
  }

  /**
   * Drops the answers that show the stock of any of these products, and the lists when `levels`
   * (those of them whose stock level changed) is not empty; the others stay. Without `levels`,
   * every changed product counts as a change of level; `shown` is passed on to the listeners
   * (the pages), and without it is `levels`.
   */
  dropTagged(changed: ReadonlySet<string>, levels: ReadonlySet<string> = changed, shown: ReadonlySet<string> = levels): void {
    if (changed.size === 0) return;
    for (const [key, entry] of this.entries) if (touches(entry.tags, changed, levels)) this.entries.delete(key);
    for (const build of this.building.values()) {
      for (const id of changed) build.overtakenBy.add(id);
      for (const id of levels) build.overtakenLevels.add(id);
    }
    for (const listener of this.listeners) listener(changed, levels, shown);
  }
}

/** True when the client's If-None-Match already names this answer (weak comparison). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** Sends a cached answer: its ETag (304 when the client has it), in the best encoding accepted. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, type: string) {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (isFresh(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], answer.body.length);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.code(answer.status).type(type).send(answer.bytes(encoding));
}
