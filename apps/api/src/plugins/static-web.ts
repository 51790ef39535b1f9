import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Serves the built web app in production (issue 2, DESIGN.md §2 and §7):
 * - locale-less page paths are redirected to a locale chosen from Accept-Language;
 * - prerendered pages are sent as their own HTML: the public pages, and the admin and vendor sign-in
 *   pages (decision 051);
 * - other back-office paths get the SPA fallback (200);
 * - unknown paths under a locale get that locale's prerendered not-found page with 404, so it is in
 *   the right language and readable before (or without) JavaScript;
 * - hashed assets are immutable and sent brotli/gzip precompressed when the client accepts it.
 * Each HTML file gets a Content-Security-Policy listing the hashes of its own inline scripts, so
 * no 'unsafe-inline' is needed for scripts.
 */
/** Vite puts a hash of the content in these names: a new build has new names, so keep them a year. */
const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** Pages name the current assets: a browser may keep them but asks again (ETag) before each use. */
const HTML_CACHE_CONTROL = 'no-cache';

export const staticWebPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const root = path.resolve(options.root);
  if (!existsSync(root)) {
    app.log.warn({ root }, 'web build not found: only the API is served (run `npm run build`)');
    return;
  }

  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, decorateReply: true });

  const fallbackFile = ['__spa-fallback.html', 'index.html'].find((file) =>
    existsSync(path.join(root, file)),
  );
  const cspByFile = buildCspTable(root);

  const sendHtml = (reply: FastifyReply, file: string, status = 200) =>
    reply
      .status(status)
      .header('Content-Security-Policy', cspByFile.get(file) ?? contentSecurityPolicy([]))
      .header('Cache-Control', HTML_CACHE_CONTROL)
      .sendFile(file, { cacheControl: false });

  // No compression on the fly: the build is precompressed (brotli 11, gzip 9) by compress.mjs.
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
      if (!isFile(path.join(root, file))) return reply.callNotFound();
      // Set on the reply before sendFile: @fastify/static 10 ignores a `headers` option of sendFile
      // and keeps the reply's headers (issue 20: assets were sent with no Cache-Control at all).
      const isHashedAsset = file.startsWith('assets/');
      return reply
        .header('Cache-Control', isHashedAsset ? IMMUTABLE_ASSET : 'public, max-age=3600')
        .sendFile(file, { cacheControl: false });
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
      return fallbackFile ? sendHtml(reply, fallbackFile, 404) : reply.callNotFound();
    }
    const prerendered = path.join(...segments, 'index.html');
    if (cspByFile.has(prerendered)) return sendHtml(reply, prerendered);
    if (!fallbackFile) return reply.callNotFound();
    return sendHtml(reply, fallbackFile);
  });
});

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
