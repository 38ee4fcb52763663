/**
 * A DNS server of the test's own, for nginx's `resolver`: it answers A questions for the names it
 * is given (Docker's DNS answers a container's name the same way) and "no such name" for the
 * rest, and its answers can change while nginx runs, as a recreated container's address does.
 * Just enough of RFC 1035 for one question per query over UDP.
 */
import { createSocket } from 'node:dgram';

export interface DnsServer {
  port: number;
  /** Answers `name` with `address` from now on; null: the name is gone (a stopped container). */
  set(name: string, address: string | null): void;
  close(): Promise<void>;
}

const TYPE_A = 1;
const CLASS_IN = 1;

/** The question's name and where the question (name, type, class) ends. */
function questionOf(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at]! > 0) {
    const length = query[at]!;
    labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

function answerTo(query: Buffer, addresses: ReadonlyMap<string, string>): Buffer {
  const { name, type, end } = questionOf(query);
  const address = addresses.get(name);
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // A response, recursion desired and available; rcode 3 (NXDOMAIN) for a name it does not know.
  header.writeUInt16BE(0x8180 | (address ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  const record = address && type === TYPE_A ? Buffer.alloc(16) : null;
  header.writeUInt16BE(record ? 1 : 0, 6);
  if (record && address) {
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(1, 6); // TTL 1 s; nginx's `valid` says how long it keeps it
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
  }
  return Buffer.concat([header, query.subarray(12, end), ...(record ? [record] : [])]);
}

export async function startDnsServer(port: number): Promise<DnsServer> {
  const addresses = new Map<string, string>();
  const socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    if (query.length < 17) return;
    socket.send(answerTo(query, addresses), from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    set(name, address) {
      if (address) addresses.set(name, address);
      else addresses.delete(name);
    },
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
