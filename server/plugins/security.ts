/**
 * Security headers on every answer (RELIABILITY T11): a CSP that allows only what the app loads
 * (itself, Stripe's script and frames, the two location services used for currency detection),
 * nosniff, a referrer policy, frame-ancestors 'none', and HSTS in production.
 *
 * The header set is computed once at start and attached in one call per request: the same
 * headers helmet would send, without running a dozen middleware functions on every answer (the
 * catalogue's throughput budget is measured against a bare node:http server).
 *
 * Those headers are for documents. A JSON answer is never rendered, framed or given permissions,
 * so the API (but not its HTML document browser, /api/docs) gets the few that mean something for
 * data: nosniff, a policy that forbids everything, and same-origin resource policy; 0.15 KB
 * instead of 0.9 KB on every call (docs/decisions/0218-lean-api-headers.md). HSTS is learnt from
 * the pages of the same host, which always carry it.
 */
import type { App } from '../app-types';
import type { Config } from '../config';

function origin(url: string): string {
  return new URL(url).origin;
}

export function contentSecurityPolicy(config: Config): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://js.stripe.com'],
    // react-hot-toast injects its styles at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.stripe.com', origin(config.geo.reverseUrl)],
    'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  if (servedOverHttps(config)) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * HSTS and upgrade-insecure-requests only for a shop reached over https: a production build served
 * on http://localhost (the demo `npm start`) must keep loading its own scripts.
 */
function servedOverHttps(config: Config): boolean {
  return config.isProduction && config.publicUrl.startsWith('https://');
}

export function securityHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
    ...(servedOverHttps(config) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** What a JSON answer needs (see the module comment): nothing may load or frame it. */
export function apiHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * What the build's hashed files (/assets/: scripts, styles, fonts) need: they are never documents,
 * so a policy, framing rules, permissions or a referrer policy mean nothing on them (a stylesheet's
 * own fetches without one use the same strict-origin-when-cross-origin). nosniff and same-origin
 * resource policy do. A first visit fetches some thirty of them while it starts up; the document
 * headers were 0.85 KB of each (decision 0287).
 */
export function assetHeaders(): Record<string, string> {
  return {
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  };
}

/** API answers, but not the API document's browser pages (HTML, scripts and styles). */
const API_ANSWER = /^\/api\/(?!docs(?:[/?]|$))/;

/**
 * Product pictures (/media/) are shown by other sites' pages too: the customer emails embed them
 * (docs/decisions/0157-customer-email-layout.md), and a mail app in a browser would refuse a
 * picture that only this origin may load.
 */
const EMBEDDABLE = /^\/media\//;

/** The build's hashed files (server/plugins/static.ts serves them). */
const ASSET = /^\/assets\//;

export function registerSecurityHeaders(app: App, config: Config): void {
  const headers = securityHeaders(config);
  const embeddable = { ...headers, 'cross-origin-resource-policy': 'cross-origin' };
  const api = apiHeaders();
  const asset = assetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(API_ANSWER.test(url) ? api : ASSET.test(url) ? asset : EMBEDDABLE.test(url) ? embeddable : headers);
    done();
  });
}
