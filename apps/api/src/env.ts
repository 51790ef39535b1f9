import { isIP } from 'node:net';
import { SITE_LANGUAGES } from '@levera/domain';
import { z } from 'zod';
import { parseDataKey } from './lib/personal-data-crypto.ts';

// The only module that reads process.env (DESIGN.md §3). Everything else receives an `Env`.
const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** An address or CIDR range proxy-addr understands, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe (decision 009): `false`, or the addresses and CIDR ranges
 * of the reverse proxies in front, as Fastify's `trustProxy` takes them. `true` believes the first
 * entry, which any client can write, and a hop count cannot tell the proxy from a client that
 * reaches the server directly (Fastify ignores it): both are refused at start-up.
 */
const trustProxySetting = z.string().transform((value, context): false | string[] => {
  const setting = value.trim();
  if (setting === 'false' || setting === '0') return false;
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  const why =
    setting === 'true'
      ? 'true would believe any client that sends X-Forwarded-For'
      : /^\d+$/.test(setting)
        ? 'a number of proxies cannot tell the proxy from a client that connects directly'
        : 'expected false or a comma-separated list of proxy addresses or CIDR ranges';
  context.addIssue({
    code: 'custom',
    message: `${why}; set the address of the reverse proxy in front (TRUST_PROXY=127.0.0.1 when it runs on this machine)`,
  });
  return z.NEVER;
});

const dataKeySetting = z.string().refine((value) => parseDataKey(value) !== null, {
  message: 'expected 32 bytes as 64 hex digits or base64',
});

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Loopback by default: behind a proxy nothing may reach the process around it (issue 34). */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Set by npm to the folder a script was run from: the command-line tools resolve a FILE against it. */
  INIT_CWD: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** Folder of the built web app (react-router build output). Served when it exists. */
  WEB_DIST_DIR: z.string().default('../web/build/client'),
  /** Opens GET /metrics to `Authorization: Bearer <token>` from any address (loopback needs none). */
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
  /** The commit this release was built from, shown in /metrics' `levera_build_info` ("unknown" unset). */
  BUILD_COMMIT: z
    .string()
    .regex(/^[\w.+-]{1,64}$/, 'expected a commit id such as 4f2a9c1 (letters, digits, . + - _)')
    .optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  /** Seed a demo admin, vendor and sample data on an empty embedded database (never in production). */
  SEED_DEMO_DATA: booleanFromString.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Reverse proxies whose X-Forwarded-For is believed (per-address limits behind them). */
  TRUST_PROXY: trustProxySetting.default(false),
  /** Requests per minute per address on the public form endpoints. */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** After SIGTERM: readiness fails and requests are still served this long, so a load balancer stops sending. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(1000),
  /** After the drain: how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10000),
  /** How often an open admin counts stream sends a heartbeat comment (decision 034). */
  ADMIN_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** Admin list totals are counted exactly up to this many matches; past it they are the planner's estimate, shown as "about" (decision 043). */
  LIST_EXACT_COUNT_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /** Open admin counts streams one process keeps at most (each admin at most 5 of them; decision 034). */
  ADMIN_STREAMS_MAX: z.coerce.number().int().min(1).max(10_000).default(200),
  /** SMTP server of the outgoing e-mail (`smtp://user:pass@host:587`). Unset: each e-mail is written as an .eml file under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), { message: 'expected smtp:// or smtps://' })
    .optional(),
  /**
   * The origin of the links in e-mails (a vendor's set-password link, decision 040): the address
   * people open the site at. Unset: https://levera.se.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\/[^/]+\/?$/.test(url), {
      message: 'expected an origin such as https://levera.se',
    })
    .transform((url) => url.replace(/\/$/, ''))
    .optional(),
  /** The sender of every e-mail, e.g. `Levera <no-reply@levera.se>`. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** Where the digest of new queries and applications goes; unset: no digest. */
  ADMIN_NOTIFY_EMAIL: z.string().email().optional(),
  /** The language of the admin digest (the admins share one address, so one language). */
  ADMIN_NOTIFY_LANGUAGE: z.enum(SITE_LANGUAGES).default('en'),
  /** At most one admin digest per this many minutes. */
  ADMIN_DIGEST_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * How often each process's mail worker looks for due e-mails; 0 turns its timer off. Unset: 2000,
   * and 0 when NODE_ENV=test (the tests drive the worker themselves).
   */
  MAIL_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** Sent (and dropped) e-mails leave the outbox this many days after they were written (decision 054). */
  MAIL_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Failed e-mails, which an operator may still look into: as long as sent ones or longer. */
  MAIL_OUTBOX_FAILED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * The key that encrypts personnummer at rest and keys their lookup hash (decision 058): 32 bytes
   * as 64 hex digits or base64 (`openssl rand -base64 32`). Unset: a key file in DATA_DIR, made on
   * the first start; production refuses to start without it.
   */
  DATA_ENCRYPTION_KEY: dataKeySetting.optional(),
  /** Earlier keys, comma-separated, that still open what they sealed until `npm run data-key:rotate` ran. */
  DATA_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(dataKeySetting).max(10))
    .optional(),
});

/** The settings that depend on each other. */
const EnvSchema = EnvFields.refine(
  (env) => env.MAIL_OUTBOX_FAILED_RETENTION_DAYS >= env.MAIL_OUTBOX_RETENTION_DAYS,
  {
    path: ['MAIL_OUTBOX_FAILED_RETENTION_DAYS'],
    message:
      'must be at least MAIL_OUTBOX_RETENTION_DAYS (failed e-mails are kept as long as sent ones, or longer)',
  },
).refine((env) => env.NODE_ENV !== 'production' || env.DATA_ENCRYPTION_KEY !== undefined, {
  path: ['DATA_ENCRYPTION_KEY'],
  message:
    'required in production: personnummer are encrypted with it (generate one with `openssl rand -base64 32` and keep it in your secret store)',
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const defined = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
