/**
 * A TCP proxy between the shop and its PostgreSQL that a test can take away and bring back:
 * `stop()` refuses new connections and cuts the open ones (the database "gone": a network cut, a
 * failover), `start()` listens again on the same port.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    start: listen,
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
}
