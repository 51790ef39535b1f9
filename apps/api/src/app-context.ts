import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { DataKeyring } from './lib/personal-data-crypto.ts';

/**
 * What every module's routes are given by buildApp (app.ts). In a module of its own so that the
 * modules never import app.ts, which imports them (issue 38 §4: no import cycle).
 */
export type AppContext = {
  env: Env;
  database: Database;
  db: Database['db'];
  /** Injectable clock, so tests can move time (session expiry, promotion end dates). */
  now: () => Date;
  /** Seals and finds personnummer (decision 058). */
  keyring: DataKeyring;
};

/** The Fastify instance a module's routes are registered on, for the functions a plugin is split into. */
export type ModuleApp = Parameters<FastifyPluginAsyncZod<AppContext>>[0];

/** A module's routes plugin made of the parts its file is split into (one function a screen or role). */
export function routesInParts(
  ...parts: Array<(app: ModuleApp, context: AppContext) => void>
): FastifyPluginAsyncZod<AppContext> {
  return async (app, context) => {
    for (const register of parts) register(app, context);
  };
}
