/**
 * Where the shop's server may send a Web Push message. A subscription's endpoint is a URL the
 * customer's browser hands us, and the server then POSTs to it: left open, anyone signed in could
 * make the shop call any address it can reach (its own admin ports, a cloud's metadata service,
 * the private network). So an endpoint must be an https URL on a known push service, the hosts of
 * PUSH_ALLOWED_HOSTS, and anything else is refused with a sentence saying why
 * (docs/decisions/0257-web-push-for-orders.md). The same rule is checked again before each send,
 * and the addresses a host resolves to are checked at connection time (`refusedAddress`), so a
 * push service's name that came to point inside the network is not called either.
 *
 * PUSH_ALLOWED_HOSTS is a comma-separated list of host names, `*.` wildcards (any name under that
 * domain, not the domain itself) and, for tests and benches only, loopback IP literals: a listed
 * loopback address is accepted over http on any port, so a test's local receiver can stand in for
 * a push service.
 */
import { BlockList, isIP } from 'node:net';

/** The push services of the major browsers (docs/decisions/0257-web-push-for-orders.md). */
export const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.push.apple.com,*.notify.windows.com';

export interface PushHosts {
  /** Exact host names, lower case. */
  names: ReadonlySet<string>;
  /** `*.notify.windows.com` kept as `.notify.windows.com`. */
  suffixes: readonly string[];
  /** Loopback IP literals (tests and benches), as URL.hostname writes them (`[::1]`). */
  loopback: ReadonlySet<string>;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Addresses no push service lives at: private, loopback, link-local (the metadata service), CGNAT, multicast, reserved. */
const INTERNAL = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, bits, 'ipv6');

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

const bare = (address: string) => address.replace(/^\[|\]$/g, '');
const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

export function parsePushHosts(raw: string): { ok: true; value: PushHosts } | { ok: false; problem: string } {
  const names = new Set<string>();
  const suffixes: string[] = [];
  const loopback = new Set<string>();
  for (const entry of raw.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean)) {
    const address = bare(entry);
    if (isIP(address)) {
      if (!LOOPBACK.check(address, familyOf(address)))
        return { ok: false, problem: `${entry} is an IP address; only loopback addresses (127.0.0.1, ::1) may be listed, for tests` };
      loopback.add(isIP(address) === 6 ? `[${address}]` : address);
    } else if (entry.startsWith('*.') && HOST_NAME.test(entry.slice(2))) {
      suffixes.push(entry.slice(1));
    } else if (HOST_NAME.test(entry)) {
      names.add(entry);
    } else {
      return { ok: false, problem: `${entry} is not a host name (give names such as fcm.googleapis.com or *.notify.windows.com)` };
    }
  }
  if (names.size + suffixes.length + loopback.size === 0) return { ok: false, problem: 'name at least one push service host' };
  return { ok: true, value: { names, suffixes, loopback } };
}

const hostAllowed = (hosts: PushHosts, host: string) => hosts.names.has(host) || hosts.suffixes.some((suffix) => host.endsWith(suffix));

/**
 * Why an endpoint may not be used, as the sentence the customer's request is answered with, or
 * null when it may. The URL is judged as the server would connect to it (WHATWG parsing, as Node's
 * own requests do), so what is checked is what is called.
 */
export function endpointRefusal(hosts: PushHosts, endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The subscription’s endpoint is not a URL.';
  }
  if (url.username || url.password) return 'The subscription’s endpoint may not carry a user name or password.';
  const host = url.hostname;
  if (hosts.loopback.has(host)) {
    // The test and bench stand-in for a push service: a listed loopback address, http or https.
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'The subscription’s endpoint must be an https URL.';
  }
  if (url.protocol !== 'https:') return 'The subscription’s endpoint must be an https URL.';
  if (isIP(bare(host))) return 'The subscription’s endpoint must name a push service, not an IP address.';
  if (url.port !== '') return 'The subscription’s endpoint must use the standard https port.';
  if (!hostAllowed(hosts, host)) return `Notifications can only be sent through a known push service, and ${host} is not one this shop uses.`;
  return null;
}

/**
 * Whether a connection to `address` (what the endpoint's host resolved to) must not be made: any
 * internal address, unless the endpoint named a listed loopback address itself.
 */
export function refusedAddress(hosts: PushHosts, endpointHost: string, address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const ip = bare(address).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (hosts.loopback.has(endpointHost)) return !LOOPBACK.check(ip, familyOf(ip));
  if (!isIP(ip)) return true;
  return INTERNAL.check(ip, familyOf(ip));
}
