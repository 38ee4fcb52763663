/**
 * The files an operator deploys with (deploy/) hold to the shop they deploy
 * (docs/decisions/0258-deployment-traps.md):
 *
 * - a database password made as deploy/.env.example advises (`openssl rand -base64 48`, '/' and
 *   '+' included) works: the server percent-encodes DATABASE_PASSWORD into DATABASE_URL, and on
 *   PostgreSQL (TEST_DATABASE_URL) the shop's own database client connects as a role with such a
 *   password; the same password written raw into the URL is refused at start with a message that
 *   says what to do and never quotes it;
 * - compose.yaml passes only settings the server reads, the mail and metrics ones among them, its
 *   password apart from its URL, every variable it uses is in .env.example, and every log is rotated;
 * - nginx.conf lets through the largest body any route of the shop takes (and little more), and
 *   refuses a larger one with the very JSON the shop answers for a body too large.
 *
 * nginx running this file is tests/cluster/deploy-nginx.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseConnectionString } from 'pg-connection-string';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { adminQuery } from '../../scripts/cluster';
import { root } from '../../scripts/production-command';
import { JSON_BODY_LIMIT } from '../../server/app';
import { ConfigError, loadConfig, SETTING_NAMES } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { composeDatabaseUrl, DATABASE_URL_UNPARSEABLE } from '../../server/lib/database-url';
import { TEST_SECRETS, useTestApp } from './support/app';

const deployFile = (name: string) => readFileSync(path.join(root, 'deploy', name), 'utf8');

/** A password as `openssl rand -base64 48` makes them, drawn until it has both '/' and '+'. */
function base64Password(): string {
  for (;;) {
    const password = randomBytes(48).toString('base64');
    if (password.includes('/') && password.includes('+')) return password;
  }
}

describe('the database password', () => {
  const password = base64Password();

  it('goes into DATABASE_URL percent-encoded, and comes out of pg’s parser as it was', () => {
    const composed = composeDatabaseUrl('postgres://verdant@postgres:5432/verdant', password);
    expect(composed.ok).toBe(true);
    const url = (composed as { value: string }).value;
    expect(url).not.toContain(password);
    const parsed = parseConnectionString(url);
    expect(parsed).toMatchObject({ user: 'verdant', password, host: 'postgres', port: '5432', database: 'verdant' });
    // Every character a URL could read otherwise, too.
    const awkward = 'a/b+c%d@e:f#g?h i&j=k\\l"m\'n';
    const awkwardUrl = (composeDatabaseUrl('postgres://shop@db.example.com/shop?sslmode=require', awkward) as { value: string }).value;
    expect(parseConnectionString(awkwardUrl)).toMatchObject({ user: 'shop', password: awkward, host: 'db.example.com', database: 'shop', sslmode: 'require' });
  });

  it('refuses the same password written raw into the URL, saying what to do and never quoting it', () => {
    const start = () => loadConfig({ ...TEST_SECRETS, DATABASE_URL: `postgres://verdant:${password}@postgres:5432/verdant` });
    // Digits before the '/' even parse, as host "verdant" and port 123: refused all the same.
    expect(() => loadConfig({ ...TEST_SECRETS, DATABASE_URL: 'postgres://verdant:123/abc+d@postgres:5432/verdant' })).toThrow(DATABASE_URL_UNPARSEABLE);
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(DATABASE_URL_UNPARSEABLE);
    try {
      start();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(password);
    }
    expect(() => loadConfig({ ...TEST_SECRETS, DATABASE_PASSWORD: password })).toThrow('DATABASE_PASSWORD is given without DATABASE_URL');
    expect(() => loadConfig({ ...TEST_SECRETS, DATABASE_URL: 'postgres://postgres:5432/verdant', DATABASE_PASSWORD: password })).toThrow(/needs a user/);
    expect(loadConfig({ ...TEST_SECRETS, DATABASE_URL: 'postgres://verdant@postgres:5432/verdant', DATABASE_PASSWORD: password }).databaseUrl).toContain(
      encodeURIComponent(password),
    );
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const role = `verdant_pw_${randomBytes(4).toString('hex')}`;
    const admin = (query: string) => adminQuery(adminUrl, query);
    afterAll(async () => {
      await admin(`drop role if exists ${role}`);
    });

    it('connects the shop’s database client as a role whose password has / and +', async () => {
      await admin(`create role ${role} login password '${password}'`);
      const url = new URL(adminUrl);
      url.username = role;
      url.password = '';
      const config = loadConfig({ ...TEST_SECRETS, DATABASE_URL: url.toString(), DATABASE_PASSWORD: password });
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
      try {
        const rows = (await database.db.execute('select current_user as who')) as unknown as { rows: { who: string }[] };
        expect(rows.rows[0]!.who).toBe(role);
      } finally {
        await database.close();
      }
    });
  });
});

describe('deploy/compose.yaml', () => {
  const compose = parseYaml(deployFile('compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string>; logging?: { options?: Record<string, string> } }>;
  };
  const shopEnv = compose.services['shop-1']!.environment!;

  it('passes only settings the server reads, the mail and metrics ones among them, and the password apart from the URL', () => {
    expect(Object.keys(shopEnv).filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
    for (const name of ['MAIL_FROM', 'METRICS_TOKEN', 'SUPPORT_EMAIL', 'TRUST_PROXY', 'DATABASE_PASSWORD']) expect(Object.keys(shopEnv)).toContain(name);
    expect(new URL(shopEnv.DATABASE_URL!).password).toBe('');
    expect(shopEnv.DATABASE_PASSWORD).toContain('POSTGRES_PASSWORD');
    expect(compose.services['shop-2']!.environment).toEqual(shopEnv);
  });

  it('uses only variables .env.example lists, and rotates every container’s log', () => {
    const used = new Set([...deployFile('compose.yaml').matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]!));
    const listed = new Set([...deployFile('.env.example').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]!));
    expect([...used].filter((name) => !listed.has(name))).toEqual([]);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging?.options?.['max-size'], name).toMatch(/^\d+m$/);
    }
  });
});

describe('deploy/nginx.conf', () => {
  const t = useTestApp();
  const conf = deployFile('nginx.conf');

  it('lets through the largest body a route of the shop takes, and little more', () => {
    const [, megabytes] = /client_max_body_size (\d+)m;/.exec(conf)!;
    const nginxLimit = Number(megabytes) * 1024 * 1024;
    const largest = Math.max(JSON_BODY_LIMIT, ...t.app.apiRoutes.map((route) => route.bodyLimit ?? 0));
    expect(largest).toBeGreaterThan(50 * 1024 * 1024);
    expect(nginxLimit).toBeGreaterThanOrEqual(largest);
    expect(nginxLimit - largest).toBeLessThan(1024 * 1024);
  });

  it('refuses a larger body with the JSON the shop answers for a body too large', async () => {
    const shopAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/general/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(JSON_BODY_LIMIT + 1) }),
    });
    expect(shopAnswer.statusCode).toBe(413);
    const [, nginxBody] = /return 413 '([^']+)';/.exec(conf)!;
    expect(JSON.parse(nginxBody!)).toEqual(shopAnswer.json());
  });
});
