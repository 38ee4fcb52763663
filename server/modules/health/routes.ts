import { z } from 'zod';
import type { App } from '../../app-types';
import { envelope } from '../../../src/contracts/envelope';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';

const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/health',
    {
      config: { auth: 'public', rateLimit: false },
      schema: {
        operationId: 'getHealth',
        tags: [TAG.service],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(healthData), 503: envelope(healthData) },
      },
    },
    async (_request, reply) => {
      let database: 'up' | 'down' = 'up';
      try {
        await app.database.ping();
      } catch (error) {
        app.log.warn({ err: error }, 'database ping failed');
        database = 'down';
      }
      const data = {
        status: database === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        databaseKind: app.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply
        .code(database === 'up' ? 200 : 503)
        .send(ok(data, database === 'up' ? 'OK' : 'The database is not reachable'));
    },
  );
}
