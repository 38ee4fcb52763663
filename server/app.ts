/**
 * buildApp(): the whole HTTP surface as a Fastify instance, used by main.ts and by the tests
 * through `app.inject`. Plugins first (errors, headers, limits, auth, docs), then the API
 * modules under /api/v1, then the PWA and media files.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app-types';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { API_BASE } from './lib/api-path';
import { createTokenService, type TokenService } from './lib/tokens';
import { registerRouteAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { apiModules } from './modules';
import { ResponseCache } from './modules/catalogue/response-cache';
import { createEmailDelivery, type EmailDelivery } from './modules/email/delivery';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    /** Serialised catalogue answers; every catalogue change must call invalidate(). */
    catalogueCache: ResponseCache;
    /** Delivers queued emails; call emails.kick() after committing a transaction that queued one. */
    emails: EmailDelivery;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
}

/** JSON bodies of this API are small; uploads have their own multipart limits. */
export const JSON_BODY_LIMIT = 256 * 1024;

export async function buildApp({ config, database }: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false } },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(config.jwt);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokens', tokens);
  app.decorate('catalogueCache', new ResponseCache());
  const emailDelivery = createEmailDelivery({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log });
  app.decorate('emails', emailDelivery);
  app.addHook('onClose', () => emailDelivery.stop());

  registerErrorHandling(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, config);
  await registerRateLimit(app, config);
  registerRouteAuth(app, database.db, tokens);
  await registerDocs(app, { publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: API_BASE },
  );

  await registerStatic(app, config);
  return app;
}
