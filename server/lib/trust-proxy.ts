/**
 * TRUST_PROXY: which X-Forwarded-For hops the server believes when it works out a client's address
 * (the address every per-IP limit counts). The leftmost entry of that header is written by the
 * client, so "trust every hop" would let anyone pick the address a limit counts by rotating it.
 * Only two answers are accepted (docs/decisions/0182-trusted-proxies.md):
 *
 * - a hop count: the number of proxies in front of the shop (1 for one balancer); the address is
 *   the one the outermost of them saw, however many entries a client adds in front;
 * - a list of the proxies' addresses or CIDRs (and proxy-addr's names `loopback`, `linklocal`,
 *   `uniquelocal`): hops from those are skipped, the first other one is the client.
 *
 * `true`, `*` and a CIDR covering every address are refused at start with a message saying what to
 * give instead.
 */
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['false', 'no', 'off', '0', 'none']);
const EVERY_HOP = new Set(['true', 'yes', 'on', '*', 'all']);
const MAX_HOPS = 10;

export const TRUST_EVERY_HOP_REFUSED =
  'trusting every hop lets any client choose the address its limits count; give the number of proxies in front of the shop (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.5,10.0.1.0/24)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  const prefix = Number(bits);
  return prefix <= (version === 4 ? 32 : 128);
}

const coversEveryAddress = (entry: string) => /\/0$/.test(entry);

export function parseTrustProxy(raw: string): { ok: true; value: TrustProxy } | { ok: false; problem: string } {
  const text = raw.trim().toLowerCase();
  if (OFF.has(text)) return { ok: true, value: false };
  if (EVERY_HOP.has(text)) return { ok: false, problem: TRUST_EVERY_HOP_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { ok: false, problem: `${hops} hops is more proxies than any deployment has (at most ${MAX_HOPS})` };
    return { ok: true, value: hops };
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0 || entries.length === 0) {
    return { ok: false, problem: `not a hop count or a list of addresses/CIDRs: ${wrong.join(', ') || raw}` };
  }
  if (entries.some(coversEveryAddress)) return { ok: false, problem: TRUST_EVERY_HOP_REFUSED };
  return { ok: true, value: entries };
}

/** Fastify's `trustProxy` for the setting: a hop count becomes proxy-addr's "trust the first N hops". */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
