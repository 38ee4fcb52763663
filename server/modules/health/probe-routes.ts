/**
 * Health checks for balancers and orchestrators (docs/decisions/0194-liveness-and-readiness.md):
 *
 * - `/health/live`: the process is up and its event loop answers. Never asks the database, so a
 *   database outage does not get every process restarted.
 * - `/health/ready`: send this process traffic. 503 while it migrates its database at start,
 *   while it stops, and whenever the database does not answer a ping in time; 200 again as soon
 *   as it does.
 * - `/health`: database reachability, as before (200 or 503), kept for existing monitors.
 */
import { z } from 'zod';
import type { App } from '../../app-types';
import { envelope } from '#contracts/envelope';
import { isReachable } from '../../db/client';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { route, routesOf } from '../../lib/routes';

const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

const liveData = z.object({ status: z.literal('alive'), uptimeSeconds: z.number() });

const readyData = z.object({
  status: z.enum(['ready', 'not-ready']),
  phase: z.enum(['migrating', 'serving', 'stopping']),
  database: z.enum(['up', 'down', 'not-asked']),
  databaseKind: z.enum(['pglite', 'postgres']),
});

/** Health checks are answered whatever the load: never rate-limited. */
const HEALTH_CONFIG = { auth: 'public', rateLimit: false } as const;

export async function probeRoutes(app: App): Promise<void> {
  routesOf(app, [
    route({
      method: 'GET',
      url: '/health',
      config: HEALTH_CONFIG,
      schema: { operationId: 'getHealth', tags: [TAG.service], summary: 'Database reachability (200 when the database answers, 503 when not)', response: { 200: envelope(healthData), 503: envelope(healthData) } },
      handler: async (_request, reply) => {
        const up = await isReachable(app.database);
        if (!up) app.log.warn('health: the database did not answer a ping');
        const data = {
          status: up ? ('ok' as const) : ('degraded' as const),
          database: up ? ('up' as const) : ('down' as const),
          databaseKind: app.database.kind,
          uptimeSeconds: Math.round(process.uptime()),
        };
        return reply.code(up ? 200 : 503).send(ok(data, up ? 'OK' : 'The database is not reachable'));
      },
    }),
    route({
      method: 'GET',
      url: '/health/live',
      config: HEALTH_CONFIG,
      schema: { operationId: 'getLiveness', tags: [TAG.service], summary: 'Liveness: the process runs and answers (never asks the database)', response: { 200: envelope(liveData) } },
      handler: async (_request, reply) =>
        reply.header('Cache-Control', 'no-store').send(ok({ status: 'alive' as const, uptimeSeconds: Math.round(process.uptime()) }, 'Alive')),
    }),
    route({
      method: 'GET',
      url: '/health/ready',
      config: HEALTH_CONFIG,
      schema: {
        operationId: 'getReadiness',
        tags: [TAG.service],
        summary: 'Readiness: 200 when this process can serve (migrated, not stopping, database answering), else 503',
        response: { 200: envelope(readyData), 503: envelope(readyData) },
      },
      handler: async (_request, reply) => {
        const { phase } = app.readiness;
        // While migrating or stopping the answer is "not ready" whatever the database says.
        type DatabaseState = z.infer<typeof readyData>['database'];
        const database: DatabaseState = phase === 'serving' ? ((await isReachable(app.database)) ? 'up' : 'down') : 'not-asked';
        const ready = phase === 'serving' && database === 'up';
        const data = { status: ready ? ('ready' as const) : ('not-ready' as const), phase, database, databaseKind: app.database.kind };
        const message = ready ? 'Ready' : phase === 'migrating' ? 'Migrating the database' : phase === 'stopping' ? 'Stopping' : 'The database is not reachable';
        return reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store').send(ok(data, message));
      },
    }),
  ]);
}
