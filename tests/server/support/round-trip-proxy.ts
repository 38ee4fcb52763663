/**
 * A TCP proxy on loopback that counts round trips: how many times a client had to wait for an
 * answer before it could send again. Each direction is held back a little (DELAY_MS), so an answer
 * takes at least twice that to come back; what a client writes within GAP_MS of its last write
 * went out without waiting (pipelined), and anything later is a new round trip. It sees only bytes,
 * so it counts the same whatever the driver does inside.
 */
import net from 'node:net';

const DELAY_MS = 15;
const GAP_MS = 10;

export interface RoundTripProxy {
  /** `target` with the proxy's host and port in place of the server's. */
  url: string;
  roundTrips(): number;
  close(): Promise<void>;
}

export async function startRoundTripProxy(target: string): Promise<RoundTripProxy> {
  const server = new URL(target);
  let trips = 0;
  let lastWrite = 0;
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(server.port || 5432), server.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => {
      const now = performance.now();
      if (now - lastWrite > GAP_MS) trips += 1;
      lastWrite = now;
      setTimeout(() => upstream.write(chunk), DELAY_MS);
    });
    upstream.on('data', (chunk) => setTimeout(() => client.write(chunk), DELAY_MS));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    roundTrips: () => trips,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
