/**
 * Where an email goes when the shop has no SMTP server (a demo or a development machine): a file
 * per email in DATA_DIR/mail, readable only by the shop's own user, for the person running the
 * shop to open. Like a local mail server's spool, it is the recipient's copy, secrets included;
 * the outbox in the back office keeps the shop's copy, without them (link-secrets.ts).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface DroppedEmail {
  id: string;
  to: string;
  subject: string;
  kind: string;
  text: string;
  /** Extra headers (List-Unsubscribe on campaigns), written among the file's own. */
  headers: Record<string, string> | null;
  createdAt: Date;
}

/** `2026-11-26T03-04-05-123Z-password-reset-<id>.txt`: sorted by name is sorted by time. */
export function dropFileName(email: Pick<DroppedEmail, 'id' | 'kind' | 'createdAt'>): string {
  const stamp = email.createdAt.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${email.kind.replace(/[^a-z0-9-]/gi, '_')}-${email.id}.txt`;
}

/** Folders this process has made or found: one mkdir a folder, not one an email (a busy shop drops many). */
const madeFolders = new Set<string>();

async function writeInFolder(folder: string, write: () => Promise<void>): Promise<void> {
  if (!madeFolders.has(folder)) {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    madeFolders.add(folder);
  }
  try {
    await write();
  } catch (error) {
    // Removed while the shop ran (someone emptied their mailbox): made again, written again.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await write();
  }
}

export async function dropEmail(mailDir: string, email: DroppedEmail): Promise<void> {
  const head = [
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Kind: ${email.kind}`,
    `Date: ${email.createdAt.toISOString()}`,
    // Checked free of CR and LF when queued (outbox.ts), so each stays one line.
    ...Object.entries(email.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  // Written aside, then renamed into place: a reader never finds half an email (as a mail spool).
  const file = path.join(mailDir, dropFileName(email));
  await writeInFolder(mailDir, async () => {
    await writeFile(`${file}.part`, `${head.join('\n')}\n\n${email.text}\n`, { mode: 0o600 });
    await rename(`${file}.part`, file);
  });
}
