// Lets the back-office SPA shell fetch the chunks of the page it opens on in one round (decision 044).
//
// The back-office is client-rendered: every admin and vendor path gets the same SPA fallback
// (`build/client/__spa-fallback.html`, or `index.html` when React Router writes it there), which preloads only the root route's chunks. React Router then
// imports the route modules of the path (locale layout, back-office layout, area layout, screen)
// and the browser discovers their imports one level at a time: three or four round trips of
// downloads, each waiting for the previous one to be parsed, before the screen can render. The
// manifest already lists every chunk each route needs (transitively), so this adds to the shell a
// small inline script that matches the path against the back-office routes and adds a
// `<link rel="modulepreload">` for each chunk of the matching route chain at once, when the app's
// scripts are let go (below). The API hashes the script for the Content-Security-Policy like the
// shell's other inline scripts (decision 002).
//
// After the preloads, a second inline script sends the screen's first list request at once
// (app/early-requests.ts, decision 048), so its answer arrives while the chunks load instead of after
// they have run, and paints a read-only preview of the answer's rows until the app has rendered
// (decision 052). It is compiled here from that TypeScript module, so the shell and the app build the
// request, the texts and the dates with the same code.
//
// The app's scripts are held back until that preview is on the page (decision 056): the shell's own
// modulepreloads and React Router's module script are taken out of the page as written, and the
// preload script defines `window.__leveraStartApp`, which adds them back with the route's chunks. The
// early script calls it (app/lib/app-start.ts); so does a timer, in case nothing else does.
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
/** The function that lets the app's scripts load: app/lib/app-start.ts's `APP_START`, checked by a test. */
const APP_START = '__leveraStartApp';
/** If the early script has not let the app's scripts load by then (it failed), the shell does. */
const APP_HOLD_MAX_MS = 1000;
/** React Router's module script, as the shell holds it: not run by the parser, hashed for the CSP. */
const HELD_MODULE_MARKER = 'data-app-module';

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
 * The chunks the shell itself loads on every page: the manifest's file (when given), the entry's and
 * the root route's.
 */
export function shellFiles(manifest, manifestFile) {
  return [
    ...new Set([
      ...(manifestFile ? [manifestFile] : []),
      manifest.entry.module,
      ...manifest.entry.imports,
      manifest.routes.root.module,
      ...manifest.routes.root.imports,
    ]),
  ];
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
  const ofShell = new Set(shellFiles(manifest));
  const result = [];
  for (const route of Object.values(routes)) {
    if (hasChildren.has(route.id)) continue;
    const routesOfPage = chain(route.id);
    if (!routesOfPage.some((each) => each.id === BACK_OFFICE_LAYOUT)) continue;
    const pattern = routesOfPage.map((each) => each.path ?? '').join('/');
    const files = new Set();
    for (const each of routesOfPage) {
      for (const file of [each.module, ...(each.imports ?? [])]) if (!ofShell.has(file)) files.add(file);
    }
    result.push({ pattern: pathPattern(pattern), files: [...files] });
  }
  if (result.length === 0) throw new Error('no back-office routes in the manifest');
  return result;
}

/**
 * The inline script that holds the app's scripts: it defines `window.__leveraStartApp`, which once
 * preloads the shell's chunks and those of the route the path matches (the files once, each route as
 * its pattern and the indexes of its files), then runs React Router's held module script as a module
 * (once the parser has reached it). It lets them load by itself after APP_HOLD_MAX_MS.
 */
export function preloadScript(routes, shell) {
  const files = [...new Set(routes.flatMap((route) => route.files))];
  const table = routes.map((route) => [route.pattern, route.files.map((file) => files.indexOf(file))]);
  return [
    `(function(){var s=${JSON.stringify(shell)},f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname,d=document,started=false;`,
    "function add(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l);}",
    `function run(){var held=d.querySelector('script[${HELD_MODULE_MARKER}]');if(!held)return;`,
    "var m=d.createElement('script');m.type='module';m.textContent=held.textContent;d.body.appendChild(m);}",
    `window.${APP_START}=function(){if(started)return;started=true;`,
    'for(var i=0;i<s.length;i++)add(s[i]);',
    'for(i=0;i<r.length;i++){if(!new RegExp(r[i][0]).test(p))continue;',
    'for(var j=0;j<r[i][1].length;j++)add(f[r[i][1][j]]);break;}',
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run();};",
    `setTimeout(window.${APP_START},${APP_HOLD_MAX_MS});})();`,
  ].join('');
}

/**
 * The shell as written, with its own modulepreloads taken out and React Router's module script held
 * (`type="text/plain"`, so the parser does not run it; the API still hashes it for the CSP, so the
 * module script the preload script makes of it may run). A second run changes nothing.
 */
export function holdAppScripts(html) {
  const held = html
    .replace(/<link rel="modulepreload" href="[^"]*"\/>/g, '')
    .replace(/<script type="module" async="">/, `<script type="text/plain" ${HELD_MODULE_MARKER}="">`);
  if (!held.includes(`<script type="text/plain" ${HELD_MODULE_MARKER}="">`)) {
    throw new Error('the SPA shell has no React Router module script to hold');
  }
  return held;
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
 * The shell with the preload script and then the early-request script before its first stylesheet,
 * or else at the end of <head>: an inline script waits for the stylesheets above it to load, and
 * these should not. The preload script only defines what the early script calls. Once: a second run
 * replaces them.
 */
export function addPreloads(html, script, earlyScript = '') {
  const head = /<\/head>/.exec(html);
  if (!head) throw new Error('the SPA shell has no </head>');
  const stylesheet = /<link rel="stylesheet"/.exec(html);
  const at = () => {
    const placed = new RegExp(`<script ${EARLY_MARKER}=""`).exec(html);
    if (placed) return placed.index;
    return stylesheet && stylesheet.index < head.index ? stylesheet.index : head.index;
  };
  if (earlyScript) html = placeScript(html, EARLY_MARKER, earlyScript, at());
  return placeScript(html, MARKER, script, at());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const assets = path.join(client, 'assets');
  const manifestFile = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!manifestFile) throw new Error('no React Router manifest in build/client/assets');
  const manifest = readManifest(readFileSync(path.join(assets, manifestFile), 'utf8'));
  const routes = backOfficeRoutes(manifest);
  // The shell the API sends for back-office paths (apps/api/src/plugins/static-web.ts).
  const shell = ['__spa-fallback.html', 'index.html']
    .map((file) => path.join(client, file))
    .find((file) => existsSync(file));
  if (!shell) throw new Error('no SPA shell in build/client');
  const early = await earlyRequestsScript();
  const script = preloadScript(routes, shellFiles(manifest, `/assets/${manifestFile}`));
  writeFileSync(shell, addPreloads(holdAppScripts(readFileSync(shell, 'utf8')), script, early));
  console.log(
    `web: the SPA shell preloads the chunks of ${routes.length} back-office routes once the first list answer is painted, and sends that request (${early.length} bytes)`,
  );
}
