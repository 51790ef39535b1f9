// What a log line keeps of an error (DESIGN.md §10: the SQLSTATE, table and constraint, never a
// query's parameters or values). A database error's own text carries values: Drizzle's message holds
// the statement's parameters (`params: …,Piia,Loggsson,…`), PostgreSQL's holds the value it refused
// (`invalid input syntax for type uuid: "abc"`) and its `detail` the row (`Key (email)=(…)`, `Failing
// row contains (…)`). So a database error keeps only named fields and a fixed description of its
// SQLSTATE, and any other error keeps its message with e-mail addresses, phone numbers, personnummer
// and token hashes taken out.

/** An error as a log line shows it: only fields that cannot carry a person's data. */
export type SafeError = {
  type: string;
  message?: string;
  /** SQLSTATE, a Node.js system error code (ECONNREFUSED) or a framework's (FST_ERR_…). */
  code?: string;
  statusCode?: number;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  syscall?: string;
  /** The stack's frames, without the message lines above them. */
  stack?: string;
  cause?: SafeError;
  /** An AggregateError's errors (a connection refused on each address of a host). */
  errors?: SafeError[];
};

// PostgreSQL's condition names (Appendix A of its manual) for the codes this service meets; any other
// code is described by its class.
const SQLSTATE_NAMES: Record<string, string> = {
  '08000': 'connection_exception',
  '08001': 'sqlclient_unable_to_establish_sqlconnection',
  '08003': 'connection_does_not_exist',
  '08004': 'sqlserver_rejected_establishment_of_sqlconnection',
  '08006': 'connection_failure',
  '08P01': 'protocol_violation',
  '22001': 'string_data_right_truncation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22012': 'division_by_zero',
  '22021': 'character_not_in_repertoire',
  '22023': 'invalid_parameter_value',
  '2201B': 'invalid_regular_expression',
  '22P02': 'invalid_text_representation',
  '23502': 'not_null_violation',
  '23503': 'foreign_key_violation',
  '23505': 'unique_violation',
  '23514': 'check_violation',
  '23P01': 'exclusion_violation',
  '25006': 'read_only_sql_transaction',
  '25P02': 'in_failed_sql_transaction',
  '28000': 'invalid_authorization_specification',
  '28P01': 'invalid_password',
  '3D000': 'invalid_catalog_name',
  '40001': 'serialization_failure',
  '40P01': 'deadlock_detected',
  '42501': 'insufficient_privilege',
  '42601': 'syntax_error',
  '42703': 'undefined_column',
  '42883': 'undefined_function',
  '42P01': 'undefined_table',
  '53100': 'disk_full',
  '53200': 'out_of_memory',
  '53300': 'too_many_connections',
  '55P03': 'lock_not_available',
  '57014': 'query_canceled',
  '57P01': 'admin_shutdown',
  '57P02': 'crash_shutdown',
  '57P03': 'cannot_connect_now',
  P0001: 'raise_exception',
  XX000: 'internal_error',
};
const SQLSTATE_CLASSES: Record<string, string> = {
  '08': 'connection_exception',
  '22': 'data_exception',
  '23': 'integrity_constraint_violation',
  '25': 'invalid_transaction_state',
  '28': 'invalid_authorization_specification',
  '40': 'transaction_rollback',
  '42': 'syntax_error_or_access_rule_violation',
  '53': 'insufficient_resources',
  '54': 'program_limit_exceeded',
  '55': 'object_not_in_prerequisite_state',
  '57': 'operator_intervention',
  '58': 'system_error',
  P0: 'plpgsql_error',
  XX: 'internal_error',
};

// The classes PostgreSQL defines: two digits up to 58, or F0, HV, P0, XX. Node.js codes such as EPIPE
// also have five capitals, but none of these classes.
const SQLSTATE = /^(?:[0-5][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

// Named fields of a driver error that hold identifiers or fixed words, never values.
const DATABASE_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

/** How far along `cause` a log line follows (Drizzle wraps the driver's error: two are usual). */
const MAX_DEPTH = 5;
/** An AggregateError's errors shown at most. */
const MAX_INNER_ERRORS = 5;
const MAX_FIELD_LENGTH = 200;

type ErrorLike = Record<string, unknown>;

/** The error as a log line may show it; also takes what is not an Error (a thrown string). */
export function logSafeError(error: unknown): SafeError {
  return toSafeError(error, 0, new Set());
}

/**
 * The safe error as one line of text, for the plain-text console lines: the message (or the type)
 * with the SQLSTATE and table when there are any, then its cause's, joined by ': ' as Node.js does.
 */
export function logSafeErrorText(error: unknown): string {
  const parts: string[] = [];
  for (let current: SafeError | undefined = logSafeError(error); current; current = current.cause) {
    const text = current.message || current.type;
    const details = [
      current.code && !text.includes(current.code) && current.code,
      current.table && `table ${current.table}`,
      current.constraint && `constraint ${current.constraint}`,
    ].filter(Boolean);
    parts.push(details.length > 0 ? `${text} (${details.join(', ')})` : text);
  }
  return parts.join(': ');
}

/**
 * `text` with e-mail addresses, phone numbers, personnummer (and other runs of 10 or 12 digits) and
 * 64-digit hex token hashes replaced by `[redacted]`. For messages that were not written to carry
 * such values but might (a library quoting its input); names cannot be found this way, which is
 * why database errors keep no message at all.
 */
export function scrubPersonalData(text: string): string {
  return (
    text
      .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu, '[redacted]')
      .replace(/\b[0-9a-f]{64}\b/gi, '[redacted]')
      // YYYYMMDD-XXXX, YYMMDD-XXXX (+ for the over-100s), or the digits alone.
      .replace(/\b(?:\d{2})?\d{6}[-+]?\d{4}\b/g, '[redacted]')
      // International (+46 70 765 43 21) and Swedish national (070-765 43 21, 08-123 456) numbers.
      .replace(/\+\d(?:[\s-]?\d){6,14}\b/g, '[redacted]')
      .replace(/\b0\d(?:[\s-]?\d){6,9}\b/g, '[redacted]')
  );
}

function toSafeError(error: unknown, depth: number, seen: Set<unknown>): SafeError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: scrubPersonalData(String(error)) };
  }
  seen.add(error);
  const source = error as ErrorLike;
  const isDatabase = isDatabaseError(source);
  const safe: SafeError = { type: typeOf(error, isDatabase) };
  const code = shortString(source.code);

  if (isDatabase) {
    const description =
      code && SQLSTATE.test(code)
        ? (SQLSTATE_NAMES[code] ?? SQLSTATE_CLASSES[code.slice(0, 2)])
        : carriesStatement(source) && 'Failed query'; // Drizzle's words, without the statement
    if (description) safe.message = description;
    if (code) safe.code = code;
    for (const field of DATABASE_FIELDS) {
      const value = shortString(source[field]);
      if (value) safe[field] = value;
    }
    if (!safe.table && typeof source.query === 'string') {
      const table = targetTable(source.query);
      if (table) safe.table = table;
    }
  } else {
    if (typeof source.message === 'string' && source.message) {
      safe.message = scrubPersonalData(source.message);
    }
    if (code) safe.code = scrubPersonalData(code);
    const syscall = shortString(source.syscall);
    if (syscall) safe.syscall = syscall;
  }
  if (typeof source.statusCode === 'number') safe.statusCode = source.statusCode;

  const frames = stackFrames(source.stack);
  if (frames) safe.stack = frames;
  if (depth < MAX_DEPTH) {
    if (source.cause !== undefined && !seen.has(source.cause)) {
      safe.cause = toSafeError(source.cause, depth + 1, seen);
    }
    if (Array.isArray(source.errors) && source.errors.length > 0) {
      safe.errors = source.errors
        .filter((inner) => !seen.has(inner))
        .slice(0, MAX_INNER_ERRORS)
        .map((inner) => toSafeError(inner, depth + 1, seen));
    }
  }
  return safe;
}

/**
 * An error whose text comes from the database: Drizzle's wrapper of a failed statement, or the
 * driver's error (node-postgres and PGlite alike: a SQLSTATE, a severity, or PostgreSQL's fields).
 */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    carriesStatement(error) ||
    (typeof error.code === 'string' && SQLSTATE.test(error.code)) ||
    typeof error.severity === 'string' ||
    ['detail', 'hint', 'where', 'internalQuery'].some((field) => error[field] !== undefined)
  );
}

/** Drizzle's wrapper of a failed statement (PGlite's own error carries them too). */
function carriesStatement(error: ErrorLike): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/**
 * The table a statement reads or writes: the first quoted name after `into`, `update` or `from`.
 * Drizzle's SQL carries every value as a parameter and quotes every identifier, so a name read this
 * way is one of the schema's; it is what says where a timeout or a lost connection happened, when
 * the driver's error names no table.
 */
function targetTable(query: string): string | undefined {
  return /\b(?:into|update|from)\s+"([A-Za-z_][A-Za-z0-9_]*)"/i.exec(query)?.[1];
}

/** The frames of a stack (`    at …` lines): the lines above them are the message. */
function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at\s/.test(line));
  return frames.length > 0 ? scrubPersonalData(frames.join('\n')) : undefined;
}

function typeOf(error: object, isDatabase: boolean): string {
  const name = (error as { constructor?: { name?: unknown } }).constructor?.name;
  // A bundled library's classes have minified names (PGlite's error is an `O`).
  if (typeof name === 'string' && name.length > 2 && name !== 'Object') return name;
  return isDatabase ? 'DatabaseError' : 'Error';
}

function shortString(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value.slice(0, MAX_FIELD_LENGTH) : undefined;
}
