/**
 * A stand-in for Stripe's API on localhost, for the real stripe package (STRIPE_API_URL): it
 * records each request (method, path, form body, idempotency key) and answers what a test set for
 * "METHOD /path", or Stripe's resource_missing 404.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

export interface FakeStripe {
  url: string;
  seen: SeenRequest[];
  answers: Record<string, [number, object] | ((request: SeenRequest) => [number, object])>;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: FakeStripe = { url: '', seen: [], answers: {}, close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const request: SeenRequest = {
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0]!,
      body: new URLSearchParams(await readBody(req)),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    };
    fake.seen.push(request);
    const answer = fake.answers[`${request.method} ${request.path}`];
    const [status, body] =
      typeof answer === 'function'
        ? answer(request)
        : (answer ?? [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' } }]);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
