/**
 * The benches' HTTP client: node:http over connections kept alive, as a browser keeps them, asking
 * for compressed answers as a browser does and unpacking them.
 *
 * On one 2-core machine the load's CPU is taken from the shop it measures. Node's fetch spent
 * 2.2-3.2 ms of the shoppers' CPU an order in the checkout bench (five calls); this client spends
 * less (docs/measurements/checkout-cost.md has the figures, seventh cut), so the shop's figure is less
 * the load generator's. The server sees the same requests: the same methods, bodies, headers and
 * kept-alive connections.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** One connection per shopper in flight, kept between calls (browsers keep theirs too). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1_024 });

export interface Answer {
  status: number;
  ok: boolean;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function unpacked(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip, deflate', ...options.headers };
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const body = unpacked(Buffer.concat(chunks), res.headers['content-encoding']);
            const status = res.statusCode ?? 0;
            resolve({
              status,
              ok: status >= 200 && status < 300,
              headers: res.headers,
              body,
              text: () => body.toString('utf8'),
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
