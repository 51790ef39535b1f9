import { HealthAnswerSchema } from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { routeOptions } from '../../lib/route-schemas.ts';

const tags = ['health'];

/** Liveness (the process answers) and readiness (the database answers, not shutting down). */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  isShuttingDown: () => boolean;
}> = async (app, { database, isShuttingDown }) => {
  app.get(
    '/health/live',
    routeOptions('public', tags, { response: { 200: HealthAnswerSchema } }),
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    routeOptions('public', tags, { response: { 200: HealthAnswerSchema, 503: HealthAnswerSchema } }),
    async (_request, reply) => {
      if (isShuttingDown()) return reply.status(503).send({ status: 'shutting_down' as const });
      try {
        await withTimeout(database.ping(), 2000);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms}ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
