// Suites and tests that need PostgreSQL are skipped without TEST_DATABASE_URL; this says so, once.

/** Ends the title of a suite or test that needs PostgreSQL when it is skipped (see `postgresOnly`). */
export const POSTGRES_ONLY_SKIPPED = '(skipped: TEST_DATABASE_URL is not set)';

/**
 * The title of a suite or test that needs PostgreSQL: `describe.skipIf(!testDatabaseUrl)(postgresOnly('…'), …)`.
 * Skipped, it is marked, and the global setup says in one line at the end of the run how many were.
 */
export const postgresOnly = (title: string) =>
  process.env.TEST_DATABASE_URL ? title : `${title} ${POSTGRES_ONLY_SKIPPED}`;
