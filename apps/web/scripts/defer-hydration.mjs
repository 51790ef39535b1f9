// Makes the prerendered public pages load their JavaScript after the first paint (decision 007).
//
// React Router puts a <link rel="modulepreload"> for every chunk of the page in <head> and ends the
// body with an inline module script whose static imports load the route modules, then the client
// entry that hydrates. The page is already complete HTML, so none of that is needed to paint it, yet
// the browser fetches it all before the first paint: on a slow phone connection the JavaScript (about
// 170 KB gzip on Home) competes with the stylesheet and the hero image, and Lighthouse counts it as
// render blocking. This rewrites each prerendered page so that the bootstrap waits for the first
// contentful paint, then adds the same module preloads (so the chunks still download in parallel)
// and imports the same modules. Links work before hydration; buttons work once it is done.
//
// Run by `npm run build` after `react-router build` and before compression. The back-office SPA
// shell (__spa-fallback.html) is left alone: it has nothing to paint without its JavaScript.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

/**
 * The page with its module preloads moved into a bootstrap that runs after the first paint. Throws
 * when the page does not have the shape React Router writes, so a change of React Router fails the
 * build instead of shipping a page that never hydrates.
 */
export function deferHydration(html) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const bootstrap = BOOTSTRAP.exec(html);
  if (preloads.length === 0 || !bootstrap) {
    throw new Error('no React Router module preloads or bootstrap script found');
  }

  const imports = [];
  const rest = [];
  for (const line of bootstrap[1].split('\n')) {
    const trimmed = line.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed);
    const namespace = NAMESPACE_IMPORT.exec(trimmed);
    if (sideEffect) imports.push({ binding: '', url: sideEffect[1] });
    else if (namespace) imports.push({ binding: namespace[1], url: namespace[2] });
    else if (/^import\s/.test(trimmed)) throw new Error(`unexpected static import: ${trimmed}`);
    else if (trimmed) rest.push(trimmed);
  }
  if (imports.length === 0) throw new Error('the bootstrap script has no imports');

  const deferred = [
    // After the first contentful paint, as the browser reports it; where paint timing is not
    // supported, after the next frame. The timer covers pages that do not paint, such as a tab
    // opened in the background, and very slow first paints.
    'await new Promise((resolve) => {',
    '  setTimeout(resolve, 3000);',
    "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => requestAnimationFrame(resolve));",
    '  new PerformanceObserver((entries, observer) => {',
    "    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;",
    '    observer.disconnect();',
    '    resolve();',
    "  }).observe({ type: 'paint', buffered: true });",
    '});',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    `const [${imports.map((entry) => entry.binding).join(', ')}] = await Promise.all([${imports
      .map((entry) => `import(${JSON.stringify(entry.url)})`)
      .join(', ')}]);`,
    ...rest,
  ].join('\n');

  return html
    .replace(MODULE_PRELOAD, '')
    .replace(bootstrap[0], () => `<script type="module" async="">${deferred}</script>`);
}

function prerenderedPages(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return prerenderedPages(file);
    return entry === 'index.html' ? [file] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve('build/client');
  const pages = readdirSync(root)
    .filter((entry) => /^sv-(en|se)$/.test(entry))
    .flatMap((locale) => prerenderedPages(path.join(root, locale)));
  for (const file of pages) {
    writeFileSync(file, deferHydration(readFileSync(file, 'utf8')));
  }
  console.log(`web: hydration deferred to after the first paint on ${pages.length} pages`);
}
