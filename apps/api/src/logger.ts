import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { Env } from './env.ts';
import { logSafeError, logSafeErrorText } from './lib/log-safe-error.ts';

/**
 * Structured logs without secrets or personal data: tokens, cookies and passwords are redacted
 * wherever they appear, and an error keeps only what cannot carry a value (DESIGN.md §10).
 */
export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return pinoOptions(env.LOG_LEVEL);
}

/**
 * The process's one logger (main.ts), the production options of `loggerOptions` on stdout.
 * The database, the app and every request write through it or its children (main.ts), so every line
 * the API process writes is JSON; tests pass a `destination` to read the lines.
 */
export function createLogger(level: Env['LOG_LEVEL'] = 'info', destination?: DestinationStream): Logger {
  return pino(pinoOptions(level), destination);
}

/**
 * The server's last words before it stops on an uncaught error (lib/stop-on-uncaught-error.ts): a
 * JSON line like every other, on stderr where a supervisor shows why a start failed, written before
 * the process exits. Made before the settings are read, so a refused setting is reported too.
 */
export function createLastWordsLogger(): Logger {
  return pino(pinoOptions('fatal'), pino.destination({ dest: 2, sync: true }));
}

function pinoOptions(level: Env['LOG_LEVEL']): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-app-handshake"]',
        '*.password',
        '*.token',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
    hooks: {
      // pino takes the message of an error logged without one (`log.error(error)`, `log.warn({ err })`)
      // as the line's message, which no serialiser sees: give such a line the safe text instead.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        if (typeof second === 'string') return method.apply(this, args);
        if (first instanceof Error) {
          return method.apply(this, [{ err: first }, logSafeErrorText(first), ...args.slice(1)]);
        }
        const err = (first as { err?: unknown } | null)?.err;
        if (err instanceof Error) return method.apply(this, [first, logSafeErrorText(err), ...args.slice(1)]);
        return method.apply(this, args);
      },
    },
    serializers: {
      err: serializeError,
      error: serializeError,
      // Fastify's request fields, with the address's query values blanked except a few that name no
      // one: a set-password link's token (decision 040), a search (`?q=` a name, an e-mail or a
      // personnummer, issue 32) and the profile's `?email=` must not reach a log.
      req: (request: {
        method: string;
        url: string;
        hostname?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: redactUrlQuery(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

// Fastify's type wants every serialised error to have a message and a stack; a database error has no
// message it may show, and a thrown string has no stack.
const serializeError = logSafeError as (error: unknown) => { type: string; message: string; stack: string };

/** Query parameters whose values never name a person: kept in the logged address. */
const LOGGED_QUERY_PARAMETERS = new Set([
  'language',
  'page',
  'pageSize',
  'status',
  'type',
  'sort',
  'order',
  'entity',
  'from',
  'to',
]);

/**
 * `?token=secret&q=anna&page=2` → `?token=[redacted]&q=[redacted]&page=2`: every query value but
 * those of LOGGED_QUERY_PARAMETERS is blanked, whatever its name.
 */
export function redactUrlQuery(url: string): string {
  // A support case's private link carries its token in the path (issue 37, decision 076).
  return redactSecretPathSegments(url).replace(
    /([?&])([^=&#]*)=([^&#]*)/g,
    (whole, separator: string, name: string) =>
      LOGGED_QUERY_PARAMETERS.has(name) ? whole : `${separator}${name}=[redacted]`,
  );
}

/** `/api/support/cases/<token>…` → `/api/support/cases/[redacted]…`. */
const redactSecretPathSegments = (url: string) => url.replace(/(\/support\/cases\/)[^/?#]+/g, '$1[redacted]');

/** The header that carries a request's id, in and out (DESIGN.md §10 "operations"). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like to be kept: short, and nothing a log or header could trip on. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

// proxy-addr's named ranges, which TRUST_PROXY accepts as Fastify's trustProxy does (env.ts).
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Fastify's `genReqId`: the `X-Request-Id` of the reverse proxy in front when the connection comes
 * from one that TRUST_PROXY names (so one id follows a request through the proxy's log and ours), a
 * new UUID otherwise. A client that connects directly cannot choose its id, and a proxy's id that is
 * too long or holds odd characters is replaced. (Fastify's own `requestIdHeader` believes anyone.)
 */
export function requestIdGenerator(trustProxy: Env['TRUST_PROXY']): (request: IncomingMessage) => string {
  const proxies = trustProxy ? proxyAddresses(trustProxy) : null;
  return (request) => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    const isFromProxy =
      proxies !== null && peer !== undefined && isIP(peer) !== 0 && proxies.check(peer, ipType(peer));
    if (isFromProxy && typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded))
      return forwarded;
    return randomUUID();
  };
}

/** The addresses and ranges of TRUST_PROXY as Node's BlockList, which also matches IPv4-mapped IPv6. */
function proxyAddresses(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((name) => NAMED_RANGES[name] ?? [name])) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, ipType(address));
    else list.addSubnet(address, Number(prefix), ipType(address));
  }
  return list;
}

const ipType = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Routes asked every few seconds by machines (probes, the scraper): their request lines are debug. */
const MACHINE_ROUTES = new Set(['/api/health/live', '/api/health/ready', '/metrics']);

/**
 * Fastify's request lines (its `logController`): each carries the request's id as `requestId`, the
 * "request completed" line the method and the route as declared (`/api/partners/:id`, never the
 * address, which can hold personal data), and the health probes' and scrapes' lines are debug, so
 * that info shows what people did.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log[levelOf(request)]({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      res: reply,
      method: request.method,
      route: request.routeOptions.url,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log[levelOf(request)](line, 'request completed');
  }
}

const levelOf = (request: FastifyRequest) =>
  MACHINE_ROUTES.has(request.routeOptions.url ?? '') ? 'debug' : 'info';
