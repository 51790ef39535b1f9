import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  isKnownPagePath,
  isLocaleSegment,
  NOT_FOUND_PRERENDER_SEGMENT,
  parseAcceptLanguage,
  resolveLocaleRedirect,
} from '@levera/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageLoadContext } from '../web/load-context.ts';
import { COMPRESSION_THRESHOLD_BYTES, compress, preferredEncoding } from '../lib/compression.ts';

/**
 * Serves the built web app in production (issue 2, DESIGN.md §2 and §7; decision 073):
 * - locale-less page paths are redirected to a locale chosen from Accept-Language;
 * - prerendered pages are sent as their own HTML: the public pages, and the admin and vendor sign-in
 *   pages (decision 051);
 * - every other known page (the back-office), and every form post to a page, is answered by React
 *   Router's request handler with the build's server bundle (`build/server/index.js`, loaded once at
 *   start-up: the API's own code never imports React);
 * - unknown paths under a locale get that locale's prerendered not-found page with 404, so it is in
 *   the right language and readable before (or without) JavaScript;
 * - hashed assets are immutable and sent brotli/gzip precompressed when the client accepts it.
 * Each HTML answer gets a Content-Security-Policy listing the hashes of its own inline scripts, so
 * no 'unsafe-inline' is needed for scripts.
 */
/** Vite puts a hash of the content in these names: a new build has new names, so keep them a year. */
const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** Pages name the current assets: a browser may keep them but asks again (ETag) before each use. */
const HTML_CACHE_CONTROL = 'no-cache';
/** Other files at the site's root (icons, robots.txt, the sitemap) change rarely. */
const ROOT_FILE = 'public, max-age=3600';
/** What React Router's client asks for a page's data or a form's answer (single fetch). */
const DATA_SUFFIX = '.data';

/** React Router's request handler over the build's server bundle; loaded only when the build has one. */
type PageHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

export const staticWebPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const root = path.resolve(options.root);
  if (!existsSync(root)) {
    app.log.warn({ root }, 'web build not found: only the API is served (run `npm run build`)');
    return;
  }

  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, decorateReply: true });

  const cspByFile = buildCspTable(root);
  // `react-router build` writes the server bundle beside the client folder.
  const handlePage = await loadPageHandler(path.resolve(root, '..', 'server', 'index.js'));
  if (!handlePage) {
    app.log.warn({ root }, 'web server bundle not found: only prerendered pages are served');
  }

  const sendHtml = (reply: FastifyReply, file: string, status = 200) =>
    reply
      .status(status)
      .header('Content-Security-Policy', cspByFile.get(file) ?? contentSecurityPolicy([]))
      .header('Cache-Control', HTML_CACHE_CONTROL)
      .sendFile(file, { cacheControl: false });

  /** The router's answer, sent as Fastify's: the security headers stay, the CSP hashes its scripts. */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, body?: Buffer) => {
    if (!handlePage) return reply.callNotFound();
    const response = await handlePage(
      toFetchRequest(request, reply, body),
      // The public forms' actions store through the API's own routes (decision 074).
      pageLoadContext(app, request),
    );
    return sendFetchResponse(request, reply, response);
  };

  // No compression on the fly for files: the build is precompressed (brotli 11, gzip 9) by
  // compress.mjs. Rendered answers are compressed in sendFetchResponse.
  const routeOptions = {
    config: { auth: 'public' as const },
    schema: { hide: true },
    compress: false as const,
  };
  app.get('/*', routeOptions, async (request, reply) => {
    const pathname = safePathname(request);
    if (pathname === null) return reply.callNotFound();
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();

    const segments = pathname.split('/').filter(Boolean);
    const last = segments.at(-1) ?? '';

    if (last.includes('.')) {
      const file = segments.join('/');
      if (!isFile(path.join(root, file))) {
        return isDataRequestOfPage(pathname) ? renderPage(request, reply) : reply.callNotFound();
      }
      // Set on the reply before sendFile: @fastify/static 10 ignores a `headers` option of sendFile
      // and keeps the reply's headers (issue 20: assets were sent with no Cache-Control at all).
      return reply.header('Cache-Control', cacheControlOfFile(file)).sendFile(file, { cacheControl: false });
    }

    const redirect = resolveLocaleRedirect(
      pathname,
      parseAcceptLanguage(request.headers['accept-language'] ?? ''),
    );
    if (redirect) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply
        .header('Vary', 'Accept-Language')
        .redirect(encodePath(redirect) + percentEncodeUnsafe(query), 302);
    }

    const [locale, ...rest] = segments;
    if (!locale || !isLocaleSegment(locale)) return reply.callNotFound();
    if (!isKnownPagePath(rest.join('/'))) {
      const notFound = path.join(locale, NOT_FOUND_PRERENDER_SEGMENT, 'index.html');
      if (cspByFile.has(notFound)) return sendHtml(reply, notFound, 404);
      return reply.callNotFound();
    }
    const prerendered = path.join(...segments, 'index.html');
    if (cspByFile.has(prerendered)) return sendHtml(reply, prerendered);
    return renderPage(request, reply);
  });

  // Form posts to a page (with or without JavaScript) go to the route's action. In a scope of their
  // own, which keeps the body as it came (any content type, up to the app's body limit) for the
  // router to parse, and leaves the API's parsers alone.
  await app.register(async (forms) => {
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    forms.post('/*', routeOptions, async (request, reply) => {
      const pathname = safePathname(request);
      if (pathname === null || !isPagePathOrItsData(pathname)) return reply.callNotFound();
      return renderPage(request, reply, Buffer.isBuffer(request.body) ? request.body : undefined);
    });
  });
});

/**
 * Hashed assets are kept; a script outside assets/ (the islands' loader, app/islands/route-handle.ts)
 * names the current build's assets, so it is asked for again, as a page is; the rest for an hour.
 */
function cacheControlOfFile(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE_ASSET;
  return file.endsWith('.js') ? HTML_CACHE_CONTROL : ROOT_FILE;
}

/** React Router's request handler for the server bundle at `file`, or null when there is none. */
async function loadPageHandler(file: string): Promise<PageHandler | null> {
  if (!existsSync(file)) return null;
  const [build, { createRequestHandler }] = await Promise.all([
    import(pathToFileURL(file).href),
    import('react-router'),
  ]);
  return createRequestHandler(build, 'production') as PageHandler;
}

/** A known page under a locale (`/sv-se/contact-us`), or its data URL (`/sv-se/contact-us.data`). */
function isPagePathOrItsData(pathname: string): boolean {
  const page = pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
  const [locale, ...rest] = page.split('/').filter(Boolean);
  return locale !== undefined && isLocaleSegment(locale) && isKnownPagePath(rest.join('/'));
}

function isDataRequestOfPage(pathname: string): boolean {
  return pathname.endsWith(DATA_SUFFIX) && isPagePathOrItsData(pathname);
}

/** The Fastify request as the Fetch API's, aborted when the client goes away. */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

/** React Router's answer through the reply: status, headers, and the body (HTML with its CSP). */
async function sendFetchResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/html')) {
    const html = await response.text();
    reply
      .header('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)))
      .header('Cache-Control', response.headers.get('cache-control') ?? HTML_CACHE_CONTROL);
    return sendMaybeCompressed(request, reply, Buffer.from(html, 'utf8'));
  }
  return sendMaybeCompressed(request, reply, Buffer.from(await response.arrayBuffer()));
}

function sendMaybeCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  const encoding = body.length >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(request) : null;
  reply.header('Vary', 'Accept-Encoding');
  if (!encoding || reply.statusCode === 204 || reply.statusCode === 304) return reply.send(body);
  return reply
    .header('Content-Encoding', encoding)
    .removeHeader('content-length')
    .send(compress(body.toString('utf8'), encoding));
}

/** The decoded path, or null for one no page can have (control characters such as line breaks, `..`). */
function safePathname(request: FastifyRequest): string | null {
  const raw = request.url.split('?')[0] ?? '/';
  try {
    const decoded = decodeURIComponent(raw);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.split('/').some((part) => part === '..')) {
      return null;
    }
    return decoded;
  } catch {
    return null;
  }
}

/**
 * A decoded path made fit for a Location header again: each segment percent-encoded, so '€' or a
 * '?' typed into a path (issue 14: Node refused the raw character with a 500) stays part of it.
 */
function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

/** Anything outside printable ASCII percent-encoded (UTF-8), so the text is a valid header value. */
function percentEncodeUnsafe(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (char) =>
    [...Buffer.from(char, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function contentSecurityPolicy(scriptHashes: string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For every HTML file of the build: its CSP with the SHA-256 of each inline executable script. */
function buildCspTable(root: string): Map<string, string> {
  const table = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8');
        table.set(path.relative(root, full), contentSecurityPolicy(inlineScriptHashes(html)));
      }
    }
  };
  walk(root);
  return table;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc=/i.test(attributes) || body.length === 0) continue;
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue; // data, not executed
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return hashes;
}
