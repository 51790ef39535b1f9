// Lets the back-office SPA shell fetch the chunks of the page it opens on in one round (decision 044).
//
// The back-office is client-rendered: every admin and vendor path gets the same SPA fallback
// (`build/client/__spa-fallback.html`, or `index.html` when React Router writes it there), which preloads only the root route's chunks. React Router then
// imports the route modules of the path (locale layout, back-office layout, area layout, screen)
// and the browser discovers their imports one level at a time: three or four round trips of
// downloads, each waiting for the previous one to be parsed, before the screen can render. The
// manifest already lists every chunk each route needs (transitively), so this adds to the shell a
// small inline script that matches the path against the back-office routes and adds a
// `<link rel="modulepreload">` for each chunk of the matching route chain at once. The API hashes
// the script for the Content-Security-Policy like the shell's other inline scripts (decision 002).
//
// Before the preloads, a second inline script sends the screen's first list request at once
// (app/early-requests.ts, decision 048), so its answer arrives while the chunks load instead of after
// they have run, and paints a read-only preview of the answer's rows until the app has rendered
// (decision 052). It is compiled here from that TypeScript module, so the shell and the app build the
// request, the texts and the dates with the same code.
//
// Run by `npm run build` after `react-router build` and before compression.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(web, 'build/client');
const BACK_OFFICE_LAYOUT = 'routes/back-office-layout';
const MARKER = 'data-back-office-preloads';
const EARLY_MARKER = 'data-back-office-early-requests';
/**
 * The early-request script is inlined in every back-office page: past this, something big came along.
 * 6 KB for the request alone (decision 048); 14 KB since it paints Admin Queries' preview too (about
 * 12 KB, 5 KB gzip: the renderer, `t`, the date format and the preview's texts in both languages,
 * decision 052); 24 KB since the preview draws the screen's controls as well, so its rows stand where
 * the app's cards will (about 22 KB, 7 KB gzip: the catalogues' groups of those controls' words come
 * whole).
 */
const EARLY_SCRIPT_MAX_BYTES = 24 * 1024;

/** The React Router browser manifest (`window.__reactRouterManifest = {…};`). */
export function readManifest(source) {
  const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;\s*$/, '');
  return JSON.parse(json);
}

/** `:locale/admin/queries` → a regular expression source for the path (trailing slash allowed). */
function pathPattern(pattern) {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/**
 * For every back-office route that renders a page: its path pattern and the chunks of its chain
 * (layouts and screen, modules and imports) that the shell does not preload already (root's).
 */
export function backOfficeRoutes(manifest) {
  const routes = manifest.routes;
  const chain = (id) => {
    const list = [];
    for (let route = routes[id]; route; route = routes[route.parentId]) list.unshift(route);
    return list;
  };
  const hasChildren = new Set(Object.values(routes).map((route) => route.parentId));
  const shellFiles = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    routes.root.module,
    ...routes.root.imports,
  ]);
  const result = [];
  for (const route of Object.values(routes)) {
    if (hasChildren.has(route.id)) continue;
    const routesOfPage = chain(route.id);
    if (!routesOfPage.some((each) => each.id === BACK_OFFICE_LAYOUT)) continue;
    const pattern = routesOfPage.map((each) => each.path ?? '').join('/');
    const files = new Set();
    for (const each of routesOfPage) {
      for (const file of [each.module, ...(each.imports ?? [])]) if (!shellFiles.has(file)) files.add(file);
    }
    result.push({ pattern: pathPattern(pattern), files: [...files] });
  }
  if (result.length === 0) throw new Error('no back-office routes in the manifest');
  return result;
}

/** The inline script: the files once, each route as its pattern and the indexes of its files. */
export function preloadScript(routes) {
  const files = [...new Set(routes.flatMap((route) => route.files))];
  const table = routes.map((route) => [route.pattern, route.files.map((file) => files.indexOf(file))]);
  return [
    `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname;`,
    'for(var i=0;i<r.length;i++){if(!new RegExp(r[i][0]).test(p))continue;',
    "for(var j=0;j<r[i][1].length;j++){var l=document.createElement('link');l.rel='modulepreload';",
    'l.href=f[r[i][1][j]];document.head.appendChild(l);}return;}})();',
  ].join('');
}

/** `app/early-requests-shell.ts` and what it imports, as one minified classic script (an IIFE). */
export async function earlyRequestsScript() {
  const { build } = await import('vite');
  const built = await build({
    configFile: false,
    root: web,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: 'app/early-requests-shell.ts', formats: ['iife'], name: 'leveraEarlyRequests' },
    },
  });
  const script = (Array.isArray(built) ? built[0] : built).output[0].code.trim();
  if (script.length > EARLY_SCRIPT_MAX_BYTES || script.includes('react.')) {
    throw new Error(
      `the early-request script is ${script.length} bytes or bundles React: keep it to plain modules`,
    );
  }
  return script;
}

/** Adds `<script marker>script</script>` at `at` in `html`, or replaces the one a previous run added. */
function placeScript(html, marker, script, at) {
  const tag = `<script ${marker}="">${script}</script>`;
  const existing = new RegExp(`<script ${marker}="">[\\s\\S]*?</script>`);
  if (existing.test(html)) return html.replace(existing, tag);
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/**
 * The shell with the early-request script and then the preload script before its first stylesheet,
 * or else at the end of <head>: an inline script waits for the stylesheets above it to load, and
 * these should not. The request goes first, so it is not queued behind the chunks. Once: a second
 * run replaces them.
 */
export function addPreloads(html, script, earlyScript = '') {
  const head = /<\/head>/.exec(html);
  if (!head) throw new Error('the SPA shell has no </head>');
  const stylesheet = /<link rel="stylesheet"/.exec(html);
  const at = () => {
    const firstPlaced = new RegExp(`<script (${EARLY_MARKER}|${MARKER})=""`).exec(html);
    if (firstPlaced) return firstPlaced.index;
    return stylesheet && stylesheet.index < head.index ? stylesheet.index : head.index;
  };
  html = placeScript(html, MARKER, script, at());
  if (earlyScript) html = placeScript(html, EARLY_MARKER, earlyScript, at());
  return html;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const assets = path.join(client, 'assets');
  const manifestFile = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!manifestFile) throw new Error('no React Router manifest in build/client/assets');
  const routes = backOfficeRoutes(readManifest(readFileSync(path.join(assets, manifestFile), 'utf8')));
  // The shell the API sends for back-office paths (apps/api/src/plugins/static-web.ts).
  const shell = ['__spa-fallback.html', 'index.html']
    .map((file) => path.join(client, file))
    .find((file) => existsSync(file));
  if (!shell) throw new Error('no SPA shell in build/client');
  const early = await earlyRequestsScript();
  writeFileSync(shell, addPreloads(readFileSync(shell, 'utf8'), preloadScript(routes), early));
  console.log(
    `web: the SPA shell preloads the chunks of ${routes.length} back-office routes and sends the first list request (${early.length} bytes)`,
  );
}
