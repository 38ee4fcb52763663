/**
 * A campaign through real SMTP: with SMTP_URL set, nodemailer hands each email to a real SMTP
 * server (the smtp-server package, on a loopback port this test opens), and the test reads the
 * message that server received: its headers (Subject, List-Unsubscribe, List-Unsubscribe-Post,
 * Message-ID) and its body, then uses the header's one-click URL.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_SENDER_JOB } from '../../server/modules/campaigns';
import { EMAIL_DELIVERY_JOB } from '../../server/modules/email';
import { bearer, createAdmin, registerCustomer } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { postOneClick } from './support/one-click';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Verdant <hello@verdant.test>', PUBLIC_URL: 'https://shop.verdant.test' });
});
afterAll(async () => {
  await t?.dispose();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

/** Unfolds the message's header block into name -> value (lower-case names). */
function headersOf(raw: string): Map<string, string> {
  const block = raw.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' ');
  return new Map(block.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}

/** The text part, quoted-printable decoded (soft line breaks joined, =XX bytes restored). */
function textPartOf(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain[^\r]*\r\n/i)[1]!.split(/\r\n--/)[0]!;
  const body = part.slice(part.indexOf('\r\n\r\n') + 4);
  return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

describe('campaigns over SMTP', () => {
  it('delivers each email to the SMTP server with the one-click unsubscribe headers and a working link', async () => {
    const customer = await registerCustomer(t.app, { email: 'smtp.reader@example.com' });
    const admin = await createAdmin(t.app);
    const call = (method: 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    const created = await call('POST', '/admin/campaigns', {
      name: 'SMTP', subject: 'Rosehip is back', preheader: 'This week only', body: 'Dear reader, **rosehip** is back.', audience: 'all',
    });
    const id = created.json().data.campaign.id;
    expect((await call('POST', `/admin/campaigns/${id}/send`)).statusCode).toBe(200);
    // The campaign's mail to the customer (the welcome from signing up is mail to them too).
    const campaignMail = () => received.filter((m) => m.to.includes(customer.email) && headersOf(m.raw).get('subject') === 'Rosehip is back');
    for (let round = 0; round < 5 && campaignMail().length === 0; round++) {
      t.app.jobs.kick(CAMPAIGN_SENDER_JOB);
      await t.app.jobs.idle();
      t.app.jobs.kick(EMAIL_DELIVERY_JOB);
      await t.app.jobs.idle();
    }
    const messages = campaignMail();
    expect(messages).toHaveLength(1);
    const message = messages[0]!;
    expect(message.from).toBe('hello@verdant.test');
    const headers = headersOf(message.raw);
    expect(headers.get('subject')).toBe('Rosehip is back');
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/shop\.verdant\.test\/api\/v1\/general\/unsubscribe\?token=[^>]+)>$/.exec(headers.get('list-unsubscribe')!)?.[1];
    expect(oneClick).toBeDefined();
    expect(headers.get('message-id')).toMatch(/^<[0-9a-f-]{36}@verdant\.test>$/);
    const text = textPartOf(message.raw);
    // The text part is built from the cleaned HTML, not the raw Markdown (decision 0162).
    expect(text).toContain('Dear reader, rosehip is back.');
    expect(text).not.toContain('**');
    expect(text).toMatch(/Unsubscribe: https:\/\/shop\.verdant\.test\/unsubscribe\?token=/);
    expect(message.raw).toMatch(/Content-Type: text\/html/i);

    const unsubscribed = await postOneClick(t.app, oneClick!);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().data.email).toBe(customer.email);
  });
});
