/** Log lines an app writes, parsed, for tests that read what an operator would see. */
import type { DestinationStream } from 'pino';

export interface LogCapture {
  destination: DestinationStream;
  /** Every line written so far, parsed. */
  lines(): Record<string, unknown>[];
  /** Every line as written (for "this text appears nowhere" checks). */
  text(): string;
}

export function captureLogs(): LogCapture {
  const written: string[] = [];
  return {
    destination: { write: (line: string) => void written.push(line) },
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  };
}
