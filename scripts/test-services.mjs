// What the API tests (apps/api/src/test) and the browser tests' server (scripts/e2e-server.mjs) both
// run beside the API: a statement on the PostgreSQL server, to create or drop a database of their
// own, and a real SMTP server the API sends its e-mails to as it would to a mail provider (issues 17
// and 19, decision 040). Plain JavaScript, so that `node scripts/e2e-server.mjs` runs it unbuilt;
// its types are in test-services.d.mts.
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

/** Runs one statement (`create database …`, `drop database …`) on the server of `serverUrl`. */
export async function onDatabaseServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Starts an SMTP server on 127.0.0.1:`port` (0: a free port) that takes every e-mail, without
 * TLS or sign-in, and hands each to `onMail` parsed; answers the server and the port it listens on.
 */
export async function startMailServer(port, onMail) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then(async (parsed) => {
          await onMail(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: server.server.address().port };
}

/** The addresses an e-mail is to, lower-cased. */
export function recipientsOf(parsed) {
  return (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [])
    .flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase()))
    .filter(Boolean);
}
