import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * Both drivers share this type, so services never care which database is behind them. In a module
 * of its own so that what client.ts imports (the schema guard) can name it without a cycle.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
