/**
 * Security headers on every answer (RELIABILITY T11): a CSP that allows only what the app loads
 * (itself, Stripe's script and frames, the two location services used for currency detection),
 * nosniff, a referrer policy, frame-ancestors 'none', and HSTS in production.
 */
import helmet from '@fastify/helmet';
import type { App } from '../app-types';
import type { Config } from '../config';

function origin(url: string): string {
  return new URL(url).origin;
}

export async function registerSecurityHeaders(app: App, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        // react-hot-toast injects its styles at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'https://api.stripe.com',
          origin(config.geo.reverseUrl),
          origin(config.geo.ipUrl),
        ],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The geolocation permission is used for currency detection; nothing else is.
    permittedCrossDomainPolicies: { permittedPolicies: 'none' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")');
    return payload;
  });
}
