// The "own SQL" of a write route (issue 38 §2): a bare node:http server in a process of its own that,
// for every request, sends the database the statements the API's route sends, in the same order and
// transactions, on a pg.Pool of the API's size, and answers the API's bytes. No Fastify, no
// validation, no Drizzle at run time (the statement texts are made once with the app's own schema,
// so they are the API's). Its throughput is what the database and the round trips allow; the API's
// ratio to it is what the rest of the API costs.
//
//   node --import tsx bench/api/own-sql.mjs '<json: { port, databaseUrl, poolMax, scenario, ... }>'
import http from 'node:http';
import { createPromotionSchema, todayInStockholm } from '@levera/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  auditLog,
  mailOutbox,
  promotions,
  rateLimits,
  supportQueries,
} from '../../apps/api/src/db/schema.ts';
import { sessionLookup } from '../../apps/api/src/plugins/auth.ts';
import { promotionColumns } from '../../apps/api/src/modules/promotions/promotions.service.ts';

const options = JSON.parse(process.argv[2]);
const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax });
// Only to write the statement texts and their parameters once; never run through.
const db = drizzle({ client: pool });
const statement = (query) => query.toSQL();

/** The session lookup of plugins/auth.ts: one statement, the admin or vendor joined to the session. */
const sessionStatement = (tokenHash) => statement(sessionLookup(db, tokenHash));

const run = (client, { sql: text, params }) => client.query(text, params);

async function inTransaction(statements) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const results = [];
    for (const next of statements)
      results.push(await run(client, typeof next === 'function' ? next(results) : next));
    await client.query('commit');
    return results;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * POST /api/vendor/promotions (promotions.service.ts createVendorPromotion): the session lookup, then
 * the transaction; the answer is made of what the transaction stored (a promotion for the whole menu:
 * no items to lock or store).
 */
function vendorPromotionPost({ tokenHash, vendorId, promotion }) {
  // The body as the route's schema parses it, into the service's own columns.
  const columns = promotionColumns(
    createPromotionSchema({ today: () => todayInStockholm(new Date()) }).parse(promotion),
  );
  const session = sessionStatement(tokenHash);
  const insert = statement(
    db
      .insert(promotions)
      .values({ ...columns, vendorId, status: 'pending' })
      .returning(),
  );
  const placeholder = '00000000-0000-4000-8000-000000000000';
  const audit = statement(
    db.insert(auditLog).values({
      actorRole: 'vendor',
      actorId: vendorId,
      entity: 'promotion',
      entityId: placeholder,
      action: 'create',
      details: { title: columns.title },
      createdAt: new Date(),
    }),
  );
  /** `statement` with the new promotion's id (and the clock) where the placeholder stood. */
  const withId = (template, id) => ({
    sql: template.sql,
    params: template.params.map((param) =>
      param === placeholder
        ? id
        : param instanceof Date || /^\d{4}-\d\d-\d\dT/.test(param)
          ? new Date()
          : param,
    ),
  });
  return async () => {
    await run(pool, session);
    await inTransaction([insert, ([inserted]) => withId(audit, inserted.rows[0].id)]);
  };
}

/** POST /api/queries (contact-queries routes and service): the rate limit, the case number, the transaction. */
function contactPost({ ip, query, language }) {
  const key = `contact-query:${ip}`;
  const windowEnd = sql`now() + make_interval(secs => ${60})`;
  const rateLimit = statement(
    db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${windowEnd} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count }),
  );
  const nextCase = { sql: "select nextval('case_number_seq')::text as n", params: [] };
  const placeholder = 'Q-0000-000000';
  const insert = statement(
    db.insert(supportQueries).values({
      caseNumber: placeholder,
      type: query.requesterType,
      firstName: query.firstName,
      lastName: query.lastName,
      email: query.email,
      phone: query.phoneNumber,
      subject: query.subject,
      message: query.message,
      language,
      status: 'created',
      waitingSince: sql`now()`,
    }),
  );
  const mail = statement(
    db.insert(mailOutbox).values({
      kind: 'queryReceived',
      recipient: query.email,
      language,
      data: { caseNumber: placeholder, firstName: query.firstName },
    }),
  );
  const withCase = (template, caseNumber) => ({
    sql: template.sql,
    params: template.params.map((param) =>
      typeof param === 'string' ? param.replaceAll(placeholder, caseNumber) : param,
    ),
  });
  return async () => {
    await run(pool, rateLimit);
    const { rows } = await run(pool, nextCase);
    const caseNumber = `Q-${new Date().getUTCFullYear()}-${rows[0].n.padStart(6, '0')}`;
    await inTransaction([withCase(insert, caseNumber), withCase(mail, caseNumber)]);
  };
}

const handle = { vendorPromotionPost, contactPost }[options.scenario](options);
const headers = options.headers;
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    handle().then(
      () => {
        response.writeHead(options.status, headers);
        response.end(options.body);
      },
      (error) => {
        console.error(error.message);
        response.writeHead(500);
        response.end();
      },
    );
  });
});
server.listen(options.port, '127.0.0.1', () => process.stdout.write('ready\n'));
// The load has stopped when the bench ends this process; requests still queued are not its business.
process.on('SIGTERM', () => process.exit(0));
