/**
 * The network a request comes from, as the key the caps on unpaid holds count by
 * (docs/decisions/0254-holds-per-client-address.md).
 *
 * An IPv4 address is one household's or office's connection, so it is the key as it is. An IPv6
 * client is handed a whole /64 (a home router's prefix, SLAAC and privacy addresses pick the rest
 * freely), so a key per address would give one client billions: the key is the /64 prefix,
 * written out in full so two spellings of one prefix are one key. An IPv4 address carried in IPv6
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) is the IPv4 address.
 *
 * The address given is the one TRUST_PROXY lets through (server/lib/trust-proxy.ts): a client
 * cannot choose it by writing X-Forwarded-For.
 */
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, each as a number. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  // A trailing dotted IPv4 part is two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The key of the network `ip` is on: the IPv4 address, or the IPv6 /64 as `2001:0db8:0000:0001::/64`. */
export function clientNetworkOf(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip.split('%')[0]!)) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => group.toString(16).padStart(4, '0'))
    .join(':');
  return `${prefix}::/64`;
}
