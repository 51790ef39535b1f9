import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app.ts';
import { authRoutes } from './auth/auth.routes.ts';

// Every API resource module, registered under /api by app.ts. Add one line per module.
export const apiModules: FastifyPluginAsyncZod<AppContext>[] = [
  authRoutes,
];
