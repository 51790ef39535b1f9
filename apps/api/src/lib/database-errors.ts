// Errors that mean "the database is not reachable right now" rather than "this request is wrong".
// They become a quick 503 (DESIGN.md §8); the pool reconnects on its own when the database returns.
// SQLSTATE class 08 (connection exception) counts whole: UNAVAILABLE_CLASSES.
const UNAVAILABLE_CLASSES = ['08'];
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (backend terminated)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query read timeout',
  'Cannot use a pool after calling end',
];

/** The fields of a driver error this module reads (node-postgres and PGlite name them alike). */
type DriverError = { code?: unknown; message?: unknown; constraint?: unknown };

/** The first error along the `cause` chain that `matches`: drizzle wraps the driver's error. */
function findDriverError(error: unknown, matches: (candidate: DriverError) => boolean): DriverError | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null;
    if (matches(current as DriverError)) return current as DriverError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    findDriverError(
      error,
      ({ code, message }) =>
        (typeof code === 'string' &&
          (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CLASSES.some((prefix) => code.startsWith(prefix)))) ||
        (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))),
    ) !== null
  );
}

const QUERY_CANCELED = '57014';

/**
 * PostgreSQL's query_canceled: a statement ended by `statement_timeout` (or the embedded
 * database's watchdog, decision 055). The database is busy, not broken: a 503 with Retry-After.
 */
export function isStatementTimeout(error: unknown): boolean {
  return findDriverError(error, ({ code }) => code === QUERY_CANCELED) !== null;
}

// PostgreSQL data exceptions caused by the input, not by the server (SQLSTATE class 22).
const INVALID_INPUT_CODES = new Set(['22P02', '22003', '22001', '22007', '22008', '22021', '22023', '2201B']);

/** A value the database refused as malformed (a 400, not a 500). */
export function isInvalidInputForDatabase(error: unknown): boolean {
  return (
    findDriverError(error, ({ code }) => typeof code === 'string' && INVALID_INPUT_CODES.has(code)) !== null
  );
}

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's unique_violation: another row already has this value. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationConstraint(error) !== null;
}

/** The constraint named by a unique violation ('' when the driver does not say); null for other errors. */
export function uniqueViolationConstraint(error: unknown): string | null {
  const violation = findDriverError(error, ({ code }) => code === UNIQUE_VIOLATION);
  if (!violation) return null;
  return typeof violation.constraint === 'string' ? violation.constraint : '';
}
