import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';

// The web build as the server sends it, on a small build of the same shape as `react-router build`
// writes: prerendered pages and the not-found page of each locale at /{locale}/404 in `client/`, and
// a server bundle in `server/index.js` that React Router's request handler runs for the other pages
// (decision 073). This one renders the ids of the routes it matched, and a form post's answer.
const build = mkdtempSync(join(tmpdir(), 'levera-web-build-'));
const root = join(build, 'client');
const PADDING = 'x'.repeat(2000); // above the compression threshold
const serverBundle = `
const component = () => null;
export const entry = { module: { default: (request, status, headers, context) => {
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id).join(',');
  const answer = JSON.stringify(context.staticHandlerContext.actionData ?? null);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response('<!DOCTYPE html><html><body data-routes="' + ids + '"><pre>' + answer + '</pre><!--${PADDING}--><script>window.rendered=1</script></body></html>', { status, headers });
} } };
const route = (id, parentId, path, module) => ({ id, parentId, path, index: undefined, caseSensitive: undefined, module });
export const routes = {
  root: route('root', undefined, '', { default: component }),
  'routes/page': route('routes/page', 'root', ':locale/*', {
    default: component,
    action: async ({ request }) => ({ name: (await request.formData()).get('name') }),
  }),
};
const manifestRoute = (id, parentId, path, hasAction) => ({ id, parentId, path, module: '/assets/' + id + '.js', hasLoader: false, hasAction, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false });
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: { root: manifestRoute('root', undefined, '', false), 'routes/page': manifestRoute('routes/page', 'root', ':locale/*', true) },
  url: '/assets/manifest.js',
  version: '1',
};
export const future = {};
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const isSpaMode = false;
export const ssr = true;
export const prerender = [];
export const basename = '/';
export const routeDiscovery = { mode: 'initial', manifestPath: '/__manifest' };
`;
const page = (language: string, title: string, body: string, script: string) =>
  `<!DOCTYPE html><html lang="${language}"><head><title>${title}</title></head><body>${body}<script>${script}</script></body></html>`;
const files: Record<string, string> = {
  'sv-se/index.html': page('sv', 'Levera', '<h1>Startsida</h1>', 'window.home=1'),
  'sv-se/about-us/index.html': page('sv', 'Om oss | Levera', '<h1>Om oss</h1>', 'window.about=1'),
  'sv-se/404/index.html': page('sv', 'Levera', '<h1>Vi hittade inte sidan</h1>', 'window.sv404=1'),
  'sv-en/404/index.html': page('en', 'Levera', '<h1>We could not find that page</h1>', 'window.en404=1'),
  // The sign-in pages are prerendered too, though they are back-office paths (decision 051).
  'sv-se/admin/login/index.html': page('sv', 'Levera', '<h1>Admininloggning</h1>', 'window.adminLogin=1'),
};
// A hashed asset as Vite names it, with the .br/.gz variants `apps/web/scripts/compress.mjs` writes.
const ASSET = 'assets/entry.client-Ab12Cd34.js';
const assetSource = `console.log(${JSON.stringify('levera '.repeat(200))});`;
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let app: App;
let database: Database;

beforeAll(async () => {
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), html);
  }
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, ASSET), assetSource);
  writeFileSync(join(root, `${ASSET}.br`), brotliCompressSync(assetSource));
  writeFileSync(join(root, `${ASSET}.gz`), gzipSync(assetSource));
  writeFileSync(join(root, 'islands.js'), `import("/${ASSET}");\n`);
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(join(build, 'server'));
  writeFileSync(join(build, 'server', 'index.js'), serverBundle);
  database = await openDatabase({ kind: 'pglite' });
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: root });
  app = await buildApp({ env, database, serveWeb: true });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(build, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'sv' } });

describe('the web build', () => {
  it('answers an unknown path under a locale with that locale’s prerendered not-found page and 404 (issue 15)', async () => {
    for (const [url, file, script] of [
      ['/sv-se/foo', 'sv-se/404/index.html', 'window.sv404=1'],
      ['/sv-se/foo/bar', 'sv-se/404/index.html', 'window.sv404=1'],
      ['/sv-se/admin/nothing-here', 'sv-se/404/index.html', 'window.sv404=1'],
      ['/sv-se/404', 'sv-se/404/index.html', 'window.sv404=1'],
      ['/sv-en/foo', 'sv-en/404/index.html', 'window.en404=1'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(files[file]);
      // The page's own inline script is allowed by its hash (decision 002).
      expect(response.headers['content-security-policy'], url).toContain(hashOf(script));
    }
  });

  it('keeps serving known pages: prerendered ones, and the back-office rendered by React Router (decision 073)', async () => {
    const about = await get('/sv-se/about-us');
    expect(about.statusCode).toBe(200);
    expect(about.body).toBe(files['sv-se/about-us/index.html']);
    expect(about.headers['content-security-policy']).toContain(hashOf('window.about=1'));

    const admin = await get('/sv-se/admin/offers');
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toMatch(/^text\/html/);
    expect(admin.body).toContain('data-routes="root,routes/page"');
    // The rendered page's inline script is allowed by its hash, and the security headers stay.
    expect(admin.headers['content-security-policy']).toContain(hashOf('window.rendered=1'));
    expect(admin.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(admin.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses a rendered page when the browser accepts it', async () => {
    for (const [encoding, decode] of [
      ['br', (body: Buffer) => brotliDecompressSync(body).toString()],
      ['gzip', (body: Buffer) => gunzipSync(body).toString()],
    ] as const) {
      const response = await app.inject({
        url: '/sv-se/admin/queries',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(String(response.headers.vary).toLowerCase(), encoding).toContain('accept-encoding');
      expect(decode(response.rawPayload), encoding).toContain('window.rendered=1');
    }
  });

  it('gives a form post to a page to its route action, with the body as sent, and no other post', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/sv-se/contact-us',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%C3%85sa',
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<pre>{"routes/page":{"name":"Åsa"}}</pre>');
    expect(form.headers['content-security-policy']).toContain(hashOf('window.rendered=1'));

    for (const url of ['/sv-se/nothing-here', '/foo', '/sv-se/about-us.js']) {
      const response = await app.inject({ method: 'POST', url, payload: 'name=x' });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('sends a back-office path that has a prerendered page (the sign-in page) as that page, with its query (decision 051)', async () => {
    for (const url of [
      '/sv-se/admin/login',
      '/sv-se/admin/login/',
      '/sv-se/admin/login?from=%2Fsv-se%2Fadmin%2Foffers',
    ]) {
      const login = await get(url);
      expect(login.statusCode, url).toBe(200);
      expect(login.body, url).toBe(files['sv-se/admin/login/index.html']);
      expect(login.headers['content-security-policy'], url).toContain(hashOf('window.adminLogin=1'));
      expect(login.headers['cache-control'], url).toBe('no-cache');
    }
    // A sign-in page the build has not prerendered is rendered by React Router.
    const vendorLogin = await get('/sv-se/vendor/login');
    expect(vendorLogin.statusCode).toBe(200);
    expect(vendorLogin.body).toContain('data-routes="root,routes/page"');
  });

  it('still redirects paths without a locale to the browser’s locale', async () => {
    const response = await get('/foo');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sv-se/not-found');
  });
});

describe('caching headers (issue 20)', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  it('lets a browser keep a hashed asset for a year, in each encoding it accepts', async () => {
    for (const [encoding, decode] of [
      ['br', (body: Buffer) => brotliDecompressSync(body).toString()],
      ['gzip', (body: Buffer) => gunzipSync(body).toString()],
      ['identity', (body: Buffer) => body.toString()],
    ] as const) {
      const response = await app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['cache-control'], encoding).toBe(IMMUTABLE);
      expect(response.headers['content-type'], encoding).toMatch(/javascript/);
      expect(response.headers['content-encoding'], encoding).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(String(response.headers.vary).toLowerCase(), encoding).toContain('accept-encoding');
      expect(decode(response.rawPayload), encoding).toBe(assetSource);
    }
  });

  it('makes a browser check pages again before using them (prerendered, rendered, not found)', async () => {
    for (const [url, status] of [
      ['/sv-se/about-us', 200],
      ['/sv-se/admin/offers', 200],
      ['/sv-se/foo', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("makes a browser check the islands' loader again, as a page (it names the build's assets), and keeps other root files an hour", async () => {
    const loader = await get('/islands.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toMatch(/javascript/);
    expect(loader.headers['cache-control']).toBe('no-cache');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });
});
