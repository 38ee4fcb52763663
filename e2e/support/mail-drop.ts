/**
 * Emailed links, read as the recipient reads them: from the mail drop in the e2e server's DATA_DIR
 * (`.e2e-data/mail`, playwright.config.ts), one file per email with its secrets. The back office's
 * outbox shows the shop's copy without them (docs/decisions/0217-emails-keep-no-secrets.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const MAIL_DIR = path.resolve(import.meta.dirname, '../../.e2e-data/mail');

/** The newest email of `kind` to `to` (with `subject`, when given), as its file's text (headers, a blank line, the text body). */
function newestDropped(to: string, kind: string, subject?: string): string | null {
  let names: string[];
  try {
    names = readdirSync(MAIL_DIR);
  } catch {
    return null;
  }
  const ofKind = names.filter((name) => name.endsWith('.txt') && name.includes(`-${kind}-`)).sort().reverse();
  for (const name of ofKind) {
    const text = readFileSync(path.join(MAIL_DIR, name), 'utf8');
    if (text.startsWith(`To: ${to.toLowerCase()}\n`) && (subject === undefined || text.includes(`\nSubject: ${subject}\n`))) return text;
  }
  return null;
}

/**
 * The path and query of the link `pattern` finds (its first group) in the newest email of `kind`
 * to `to`. Polls: delivery runs just after the change that queued the email commits.
 */
export async function mailedLink(to: string, kind: string, pattern: RegExp, subject?: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const text = newestDropped(to, kind, subject);
        link = text ? (pattern.exec(text)?.[1] ?? null) : null;
        return link;
      },
      { message: `a ${kind} email to ${to} in the mail drop`, timeout: 15_000 },
    )
    .not.toBeNull();
  return link!;
}
