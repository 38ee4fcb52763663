/**
 * A request certainly in flight: the head of a JSON POST is sent with `Expect: 100-continue`, and
 * the server's "100 Continue" proves it has read the head and started the request; the body is sent
 * only when the test asks. A server that shuts down meanwhile must still read the body and answer.
 * Used by the shutdown tests.
 */
import net from 'node:net';

export interface SlowRequest {
  /** Resolves once the server has answered "100 Continue": the request is in its hands. */
  accepted: Promise<void>;
  /** Sends the body. */
  finish(): void;
  /** The raw answer after the 100 Continue, once the server closes the connection. */
  done: Promise<string>;
}

export function slowJsonPost(port: number, pathname: string, payload: object): SlowRequest {
  const socket = net.connect(port, '127.0.0.1');
  const body = JSON.stringify(payload);
  let answer = '';
  let onContinue: () => void = () => {};
  const accepted = new Promise<void>((resolve) => (onContinue = resolve));
  socket.on('data', (chunk) => {
    answer += chunk.toString();
    if (answer.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) onContinue();
  });
  const done = new Promise<string>((resolve) => socket.on('close', () => resolve(answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, ''))));
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  return { accepted, finish: () => socket.write(body), done };
}

/** The contact form, slowly: a route every shop has, with no sign-in needed. */
export const slowContactMessage = (port: number) =>
  slowJsonPost(port, '/api/v1/general/contact', { name: 'Slow Sender', email: 'slow@example.com', message: 'Sent slowly over a poor connection.' });
