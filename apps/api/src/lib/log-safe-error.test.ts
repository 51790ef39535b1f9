import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { logSafeError, logSafeErrorText, scrubPersonalData } from './log-safe-error.ts';

// What a log line keeps of an error (issue 32, DESIGN.md §10): the SQLSTATE, table and constraint of
// a database error, never its values; the message of any other error, without personal data.

const email = 'piia.loggsson@example.se';
const personnummer = '19850312-2395';
const tokenHash = 'dc7171adf320a0590855baf2ba9008a3ccf75a05158b2de97eb86d09d5d18e1a';

/** node-postgres's error as PostgreSQL sends it, with the fields that carry the refused values. */
function databaseError(message: string, fields: Partial<pg.DatabaseError>): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { severity: 'ERROR', ...fields });
}

describe('logSafeError', () => {
  it('keeps the SQLSTATE, table and constraint of a failed Drizzle statement, and neither its parameters nor the row', () => {
    const cause = databaseError(
      'duplicate key value violates unique constraint "partners_pending_email_uq"',
      {
        code: '23505',
        detail: `Key (lower(email::text), type)=(${email}, rider) already exists.`,
        schema: 'public',
        table: 'partner_applications',
        constraint: 'partners_pending_email_uq',
        routine: '_bt_check_unique',
        where: `SQL statement "insert …" PL/pgSQL function with ${email}`,
        hint: `Try ${personnummer}`,
        internalQuery: `select '${email}'`,
      },
    );
    const error = new DrizzleQueryError(
      'insert into "partner_applications" ("first_name", "email", "national_id") values ($1, $2, $3)',
      ['Piia', email, personnummer],
      cause,
    );

    const safe = logSafeError(error);

    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      table: 'partner_applications',
      cause: {
        type: 'DatabaseError',
        message: 'unique_violation',
        code: '23505',
        severity: 'ERROR',
        schema: 'public',
        table: 'partner_applications',
        constraint: 'partners_pending_email_uq',
        routine: '_bt_check_unique',
      },
    });
    const text = JSON.stringify(safe);
    for (const value of ['Piia', email, personnummer, 'params', 'already exists', 'PL/pgSQL', 'Try ']) {
      expect(text).not.toContain(value);
    }
    // The frames of the stack, not the message above them (Drizzle's holds the parameters).
    expect(safe.stack).toMatch(/^\s+at /);
    expect(safe.stack).not.toContain('Failed query');
    for (const field of ['detail', 'where', 'hint', 'internalQuery', 'query', 'params']) {
      expect(safe).not.toHaveProperty(field);
      expect(safe.cause).not.toHaveProperty(field);
    }
  });

  it('gives a PostgreSQL error that quotes the input a fixed description instead of its message', () => {
    const error = databaseError('invalid input syntax for type uuid: "abc-secret"', {
      code: '22P02',
      detail: `Key (email)=(${email})`,
      routine: 'string_to_uuid',
    });

    const safe = logSafeError(error);

    expect(safe).toEqual({
      type: 'DatabaseError',
      message: 'invalid_text_representation',
      code: '22P02',
      severity: 'ERROR',
      routine: 'string_to_uuid',
      stack: expect.stringMatching(/^\s+at /),
    });
    expect(JSON.stringify(safe)).not.toContain('abc-secret');
  });

  it('describes a SQLSTATE it has no name for by its class, and a statement ended by the timeout by its table', () => {
    const timeout = databaseError('canceling statement due to statement timeout', { code: '57014' });
    const wrapped = new DrizzleQueryError('update "sessions" set "expires_at" = $1', [tokenHash], timeout);
    expect(logSafeError(wrapped)).toMatchObject({
      table: 'sessions',
      cause: { message: 'query_canceled', code: '57014' },
    });
    expect(JSON.stringify(logSafeError(wrapped))).not.toContain(tokenHash);
    expect(logSafeError(databaseError('value "x" is odd', { code: '22P99' })).message).toBe('data_exception');
  });

  it('keeps the message of a plain error, with the e-mail address taken out', () => {
    const error = new Error(`550 5.1.1 <${email}>: Recipient address rejected`);

    const safe = logSafeError(error);

    expect(safe.message).toBe('550 5.1.1 <[redacted]>: Recipient address rejected');
    expect(JSON.stringify(safe)).not.toContain(email);
    expect(safe.stack).toMatch(/^\s+at /);
  });

  it('follows the cause chain and an AggregateError, and stops at a cycle', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    const aggregate = Object.assign(new AggregateError([refused], ''), { code: 'ECONNREFUSED' });
    const outer = new Error('embedded database: stopped', { cause: aggregate });
    (refused as { cause?: unknown }).cause = outer;

    expect(logSafeError(outer)).toMatchObject({
      message: 'embedded database: stopped',
      cause: {
        type: 'AggregateError',
        code: 'ECONNREFUSED',
        errors: [
          { message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED', syscall: 'connect' },
        ],
      },
    });
  });

  it('takes a thrown value that is not an error', () => {
    expect(logSafeError(`could not reach ${email}`)).toEqual({
      type: 'string',
      message: 'could not reach [redacted]',
    });
  });
});

describe('logSafeErrorText', () => {
  it('reads as the message did, for an error without personal data', () => {
    expect(logSafeErrorText(new Error('embedded database: worker exited (1)'))).toBe(
      'embedded database: worker exited (1)',
    );
  });

  it('names the SQLSTATE and table of a failed statement, and none of its values', () => {
    const cause = databaseError('canceling statement due to statement timeout', { code: '57014' });
    const error = new DrizzleQueryError(
      'insert into "partner_applications" ("email") values ($1)',
      [email],
      cause,
    );
    expect(logSafeErrorText(error)).toBe('Failed query (table partner_applications): query_canceled (57014)');
  });
});

describe('scrubPersonalData', () => {
  it.each([
    ['e-mail', `to ${email}.`, 'to [redacted].'],
    ['personnummer YYYYMMDD-XXXX', `id ${personnummer}`, 'id [redacted]'],
    ['personnummer YYYYMMDDXXXX', 'id 198503122395', 'id [redacted]'],
    ['personnummer YYMMDD-XXXX', 'id 850312-2395,', 'id [redacted],'],
    ['personnummer YYMMDD+XXXX', 'id 850312+2395', 'id [redacted]'],
    ['10 digits', 'id 8503122395', 'id [redacted]'],
    ['phone E.164', 'call +46707654321', 'call [redacted]'],
    ['phone international, spaced', 'call +46 70 765 43 21', 'call [redacted]'],
    ['phone national', 'call 070-765 43 21 now', 'call [redacted] now'],
    ['phone national, digits only', 'call 0707654321', 'call [redacted]'],
    ['token hash', `hash ${tokenHash}`, 'hash [redacted]'],
  ])('takes out a %s', (_kind, text, scrubbed) => {
    expect(scrubPersonalData(text)).toBe(scrubbed);
  });

  it('leaves what carries no personal data as it was', () => {
    const text =
      'connect ECONNREFUSED 127.0.0.1:5432 at 2026-11-27T10:00:00.000Z; SQLSTATE 08006; ' +
      'GET /api/partners/:id took 1234 ms; file:///app/node_modules/@electric-sql/pglite/dist/index.js:3:198805';
    expect(scrubPersonalData(text)).toBe(text);
  });
});
