/**
 * An email as its recipient got it, for tests that follow a link it carries. Once delivered, the
 * shop's own row keeps its links without their tokens (decision 0217); without SMTP the
 * recipient's copy is a file in DATA_DIR/mail, tokens included. Read the row first: the file is
 * written before the delivery that scrubs the row commits, so one of the two always has the token.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function asReceived<E extends { id: string; text: string; headers?: Record<string, string> | null }>(dataDir: string, email: E): E {
  const mailDir = path.join(dataDir, 'mail');
  const file = existsSync(mailDir) ? readdirSync(mailDir).find((name) => name.endsWith(`-${email.id}.txt`)) : undefined;
  if (!file) return email;
  // The drop file is headers (the email's extra ones among them), a blank line, then the text.
  const copy = readFileSync(path.join(mailDir, file), 'utf8');
  const head = copy.slice(0, copy.indexOf('\n\n')).split('\n');
  const headerOf = (name: string) => head.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
  const headers = email.headers ? Object.fromEntries(Object.keys(email.headers).map((name) => [name, headerOf(name) ?? email.headers![name]!])) : email.headers;
  return { ...email, headers, text: copy.slice(copy.indexOf('\n\n') + 2) };
}
