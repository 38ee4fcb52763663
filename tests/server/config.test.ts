import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN, defaultSupportEmail, DEV_SUPPORT_EMAIL, loadConfig } from '../../server/config';
import { DEFAULT_PUSH_HOSTS } from '../../server/lib/push-endpoints';
import { generateVapidKeys } from '../../server/lib/vapid-keys';
import { useTempFolders } from '../support/temp-folders';

const tmp = useTempFolders('verdant-config-');

describe('loadConfig', () => {
  it('runs the demo shop on the embedded defaults with only SHOP_DEMO set', () => {
    const dataDir = tmp();
    const config = loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir });
    expect(config.env).toBe('development');
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments.provider).toBe('local');
    expect(config.admin).toMatchObject({ email: DEMO_ADMIN.email });
    expect(config.seed).toBe(true);
    expect(config.uploadsDir).toBe(path.join(dataDir, 'uploads'));
  });

  it('generates the demo shop’s secrets once and keeps them in DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir });
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
    const second = loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir });
    expect(second.jwt).toEqual(first.jwt);
    expect(first.jwt.customerSecret).not.toBe(first.jwt.adminSecret);
    expect(first.jwt.customerSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))).toHaveProperty('adminJwtSecret');
  });

  it('refuses to start in production without secrets, naming each missing one', () => {
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() });
      expect.unreachable('production without secrets must not load');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('CUSTOMER_JWT_SECRET is required');
      expect(problems).toContain('ADMIN_JWT_SECRET is required');
      expect(problems).toContain('PUBLIC_URL is required in production');
      expect(problems).toContain('STRIPE_SECRET_KEY is required in production');
    }
  });

  it('loads a complete production configuration and never seeds it', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tmp(),
      CUSTOMER_JWT_SECRET: 'c'.repeat(40),
      ADMIN_JWT_SECRET: 'a'.repeat(40),
      PUBLIC_URL: 'https://shop.example.com/',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      DATABASE_URL: 'postgres://shop@db/shop',
    });
    expect(config.isProduction).toBe(true);
    expect(config.seed).toBe(false);
    expect(config.admin).toBeNull();
    expect(config.payments.provider).toBe('stripe');
    expect(config.publicUrl).toBe('https://shop.example.com');
    // No SUPPORT_EMAIL: support@ the shop's domain, and the sender of its emails.
    expect(config.supportEmail).toBe('support@shop.example.com');
    expect(config.mail.from).toBe('Verdant <support@shop.example.com>');
  });

  it('generates secrets and seeds only for the demo shop, whatever NODE_ENV says', () => {
    const dataDir = tmp();
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/CUSTOMER_JWT_SECRET is required \(or SHOP_DEMO=true/);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    const given = { CUSTOMER_JWT_SECRET: 'c'.repeat(40), ADMIN_JWT_SECRET: 'a'.repeat(40), DATA_DIR: dataDir };
    const development = loadConfig(given);
    expect(development.demo).toBe(false);
    expect(development.seed).toBe(false);
    expect(development.admin).toBeNull();
    expect(development.anonymousFirstAdmin).toBe(true);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);

    // The demo as `npm start` runs it: production builds, demo data and test payments.
    const demo = loadConfig({ NODE_ENV: 'production', SHOP_DEMO: 'true', DATA_DIR: tmp() });
    expect(demo.isProduction).toBe(true);
    expect(demo.seed).toBe(true);
    expect(demo.admin).toMatchObject({ email: DEMO_ADMIN.email });
    expect(demo.payments.provider).toBe('local');
    expect(demo.publicUrl).toBe('http://localhost:8080');
    expect(demo.anonymousFirstAdmin).toBe(false);
  });

  it('reads the shutdown grace and the database wait, with defaults', () => {
    const defaults = loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp() });
    expect(defaults.shutdownGraceMs).toBe(10_000);
    expect(defaults.databaseWaitMs).toBe(60_000);
    const set = loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp(), SHUTDOWN_GRACE_MS: '25000', DATABASE_WAIT_MS: '0' });
    expect(set.shutdownGraceMs).toBe(25_000);
    expect(set.databaseWaitMs).toBe(0);
    expect(() => loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp(), SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('runs the embedded database on its own thread unless EMBEDDED_DB_THREAD says main', () => {
    expect(loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp() }).embeddedDbThread).toBe('worker');
    expect(loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp(), EMBEDDED_DB_THREAD: 'main' }).embeddedDbThread).toBe('main');
    expect(() => loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp(), EMBEDDED_DB_THREAD: 'elsewhere' })).toThrow(/EMBEDDED_DB_THREAD/);
  });

  it('takes the support address from SUPPORT_EMAIL, else from the shop’s domain', () => {
    const config = loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp(), SUPPORT_EMAIL: 'Care@Verdant.co.uk', PUBLIC_URL: 'https://www.verdant.co.uk' });
    expect(config.supportEmail).toBe('care@verdant.co.uk');
    expect(config.mail.from).toBe('Verdant <care@verdant.co.uk>');
    expect(loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp(), SUPPORT_EMAIL: 'team@shop.co', MAIL_FROM: 'Shop <no-reply@shop.co>' }).mail.from).toBe('Shop <no-reply@shop.co>');
    expect(defaultSupportEmail('https://www.verdant.co.uk/')).toBe('support@verdant.co.uk');
    expect(defaultSupportEmail('https://shop.verdant.com:8443')).toBe('support@shop.verdant.com');
    // Development addresses have no domain to borrow.
    expect(defaultSupportEmail(undefined)).toBe(DEV_SUPPORT_EMAIL);
    expect(defaultSupportEmail('http://localhost:8080')).toBe(DEV_SUPPORT_EMAIL);
    expect(defaultSupportEmail('http://192.168.1.20:8080')).toBe(DEV_SUPPORT_EMAIL);
    expect(defaultSupportEmail('http://[::1]:8080')).toBe(DEV_SUPPORT_EMAIL);
    expect(() => loadConfig({ SHOP_DEMO: 'true', DATA_DIR: tmp(), SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL must be an email address/);
  });

  it('rejects malformed values with the variable named', () => {
    expect(() => loadConfig({ SHOP_DEMO: 'true', PORT: 'eighty', DATA_DIR: tmp() })).toThrow(/PORT/);
    expect(() => loadConfig({ SHOP_DEMO: 'true', DATABASE_URL: 'mysql://x', DATA_DIR: tmp() })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ SHOP_DEMO: 'true', CUSTOMER_JWT_SECRET: 'short', DATA_DIR: tmp() })).toThrow(/at least 32 characters/);
    expect(() =>
      loadConfig({ CUSTOMER_JWT_SECRET: 's'.repeat(40), ADMIN_JWT_SECRET: 's'.repeat(40), DATA_DIR: tmp() }),
    ).toThrow(/must differ/);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ SHOP_DEMO: 'true', PORT: '', DATABASE_URL: '', SMTP_URL: '', DATA_DIR: tmp() });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });
});

describe('Web Push settings (docs/decisions/0257-web-push-for-orders.md)', () => {
  const given = { CUSTOMER_JWT_SECRET: 'c'.repeat(40), ADMIN_JWT_SECRET: 'a'.repeat(40) };

  it('generates the demo shop’s VAPID keys into secrets.json once, keeping the secrets already there', () => {
    const dataDir = tmp();
    // A demo shop started before Web Push: its customers stay signed in.
    const older = { customerJwtSecret: 'x'.repeat(48), adminJwtSecret: 'y'.repeat(48) };
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify(older));
    const first = loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir });
    expect(first.jwt).toMatchObject({ customerSecret: older.customerJwtSecret, adminSecret: older.adminJwtSecret });
    expect(first.push.vapid).toMatchObject({ publicKey: expect.stringMatching(/^B[\w-]{86}$/), subject: `mailto:${DEV_SUPPORT_EMAIL}` });
    expect(loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir }).push.vapid).toEqual(first.push.vapid);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))).toMatchObject({ ...older, vapid: { publicKey: first.push.vapid!.publicKey } });
  });

  it('takes given keys, and sends no notifications outside the demo without them', () => {
    const keys = generateVapidKeys();
    const config = loadConfig({ ...given, DATA_DIR: tmp(), VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'https://shop.example.com/contact' });
    expect(config.push.vapid).toEqual({ ...keys, subject: 'https://shop.example.com/contact' });
    const dataDir = tmp();
    expect(loadConfig({ ...given, DATA_DIR: dataDir }).push.vapid).toBeNull();
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    expect(loadConfig({ ...given, DATA_DIR: dataDir }).push.allowedHosts.names).toEqual(new Set(DEFAULT_PUSH_HOSTS.split(',').filter((host) => !host.startsWith('*'))));
  });

  it('refuses to start with half a pair, keys that do not belong together, a bad subject or bad hosts', () => {
    const one = generateVapidKeys();
    const other = generateVapidKeys();
    const start = (env: Record<string, string>) => () => loadConfig({ ...given, DATA_DIR: tmp(), ...env });
    expect(start({ VAPID_PUBLIC_KEY: one.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together/);
    expect(start({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(/VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/);
    expect(start({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: one.privateKey })).toThrow(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    expect(start({ VAPID_SUBJECT: 'http://shop.example.com' })).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);
    expect(start({ PUSH_ALLOWED_HOSTS: '169.254.169.254' })).toThrow(/PUSH_ALLOWED_HOSTS: 169.254.169.254 is an IP address/);
  });
});

