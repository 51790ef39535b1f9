import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { ADMIN_ROLES, isAdminRole, passwordField, translateMessage } from '@levera/domain';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { stopOnUncaughtError } from '../lib/stop-on-uncaught-error.ts';
import { upsertAdmin, WeakPasswordError } from '../seed/bootstrap.ts';

// `npm run admin:create -- --email ops@example.se [--name 'Ops'] [--role owner] [--password-stdin]`
// (issue 33, DESIGN.md §10 "admin CLI"). Creates the admin (an owner unless --role says otherwise),
// or resets the password of an existing one, changes its role only when --role is given, and ends
// its sessions. A common password, the e-mail itself or only spaces is refused (issue 14).
// The password never comes from argv: npm prints the command it runs, and argv stays visible in the
// process list and the shell's history.
// A failure is printed without its values (a failed query's parameters hold the e-mail address).

const USAGE = `Usage: npm run admin:create -- --email EMAIL [--name NAME] [--role ROLE] [--password-stdin]

Creates the admin EMAIL, or sets a new password for an existing admin and ends
that admin's sessions. A common password, the address itself or only spaces is
refused.

The password is never given on the command line (npm prints the command, and
it stays in the process list and the shell's history). It is read from, in
this order:
  1. standard input, with --password-stdin (one trailing newline is dropped),
     e.g. printf '%s\\n' "$SECRET" | npm run admin:create -- --email … --password-stdin
  2. the ADMIN_PASSWORD environment variable;
  3. a prompt on the terminal: typed twice, not shown.

It uses the server's settings (DATABASE_URL, or DATA_DIR). On the embedded
database stop the server first: one process at a time opens it.

  --email EMAIL       the admin's e-mail address (required)
  --name NAME         the name of a new admin (default: Administrator)
  --role ROLE         owner, admin or support (default for a new admin: owner;
                      an existing admin keeps its role unless this is given)
  --password-stdin    read the password from standard input
  --help              print this text`;

const USAGE_LINE = `${USAGE.split('\n')[0]} (--help says more)`;

stopOnUncaughtError();

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

// Refused before parsing, so that its value is never printed back (as an unexpected argument, say).
if (process.argv.slice(2).some((arg) => arg === '--password' || arg.startsWith('--password='))) {
  refuse(
    '--password is not accepted: a password on the command line is printed by npm and stays in the ' +
      "process list and the shell's history. Use --password-stdin, the ADMIN_PASSWORD environment " +
      'variable, or leave both out to be asked for it.\n' +
      USAGE_LINE,
  );
}

let values: { email?: string; name?: string; role?: string; 'password-stdin'?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  // Node's text of an unexpected argument quotes it, and that argument may be a password.
  const code = (error as { code?: string }).code;
  const problem =
    code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
      ? 'An argument without an option: every value follows its option (--email EMAIL).'
      : (error as Error).message;
  refuse(`${problem}\n${USAGE_LINE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.email) refuse(`--email is required.\n${USAGE_LINE}`);
const email = values.email;
const role = values.role;
if (role !== undefined && !isAdminRole(role))
  refuse(`--role is one of ${ADMIN_ROLES.join(', ')}.\n${USAGE_LINE}`);

const env = readEnv();
const password = await readPassword();
const passwordProblem = passwordField().safeParse(password).error?.issues[0]?.message;
if (passwordProblem) refuse(translateMessage(passwordProblem, 'en'));

const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) });
try {
  const admin = await upsertAdmin(database.db, email, password, { name: values.name, role });
  console.log(`Admin ${admin.email} is ready${role ? ` (${role})` : ''}.`);
} catch (error) {
  if (!(error instanceof WeakPasswordError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}

/** The password from standard input, ADMIN_PASSWORD or the terminal, in that order. */
async function readPassword(): Promise<string> {
  if (values['password-stdin']) return (await text(process.stdin)).replace(/\r?\n$/, '');
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) return promptForPassword();
  refuse(
    'No password: there is no terminal to ask on. Pipe it in with --password-stdin or set ADMIN_PASSWORD.\n' +
      USAGE_LINE,
  );
}

/** Asks twice on the terminal without showing what is typed; the two must match. */
async function promptForPassword(): Promise<string> {
  // readline echoes each key to its output: an output that drops everything shows nothing typed.
  const hidden = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: hidden, terminal: true });
  // Ctrl-C in raw mode reaches readline, not the process: stop as the shell would.
  prompt.on('SIGINT', () => {
    process.stderr.write('\n');
    process.exit(130);
  });
  // The iterator keeps a line typed ahead of the second question.
  const lines = prompt[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    process.stderr.write(question);
    const line = await lines.next();
    process.stderr.write('\n');
    if (line.done) refuse('No password typed: nothing was changed.');
    return line.value;
  };
  try {
    const first = await ask('Password: ');
    const second = await ask('Password again: ');
    if (first !== second) refuse('The two passwords differ: nothing was changed.');
    return first;
  } finally {
    prompt.close();
  }
}
