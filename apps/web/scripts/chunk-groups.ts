import type { Rolldown } from 'vite';

// Fewer, larger chunks for the public pages (issue 20 "at most 12 files", decision 046).
//
// Left to itself the bundler makes one chunk per set of route modules that share code, so a public
// page loaded about 30 small files. Four named chunks replace most of them:
//   - framework: React, React DOM and React Router (every page loads all three);
//   - app: the code that root.tsx and the locale layout import (every page loads it), and the code
//     that static public pages share with the back-office;
//   - public: the code that only public pages import (the public layout and what the pages share);
//   - forms: the code that only the contact and partner forms share.
// A module is placed by the route modules that import it, directly or through other modules, with
// static imports. Code loaded on demand (a form's validation, the toaster, the overlays) is left to
// the bundler's own chunks, and so is code only the back-office imports, except what a back-office
// layout imports (every page under it loads that): it goes into `admin`, `vendor` or `back-office`,
// the chunk of the area that reaches it, libraries included (decision 056). Neither side loads the
// other's code.

type ChunkingContext = Rolldown.ChunkingContext;

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/** `@levera/domain`'s re-exporting index files: importing one brings only what is used. */
const BARREL = /[\\/]packages[\\/]domain[\\/]src[\\/](index|schemas[\\/]index)\.ts$/;
/**
 * The domain's modules that every page uses (through lib/locale.ts and lib/api-client.ts); of the
 * messages only the API client's own four, not the catalogue (decision 050).
 */
const DOMAIN_EVERY_PAGE =
  /[\\/]packages[\\/]domain[\\/]src[\\/](constants|locale|routes|handshake|brand|messages[\\/]request-errors)\.ts$/;
const NODE_MODULE = /[\\/]node_modules[\\/]/;
const ROUTE_MODULE = /[\\/]apps[\\/]web[\\/]app[\\/](root\.tsx|routes[\\/][^\\/]+\.tsx)$/;
/** Route modules every page loads. */
const EVERY_PAGE = /[\\/]app[\\/](root\.tsx|routes[\\/]locale-layout\.tsx)$/;
const PUBLIC_LAYOUT = /[\\/]app[\\/]routes[\\/]public-layout\.tsx$/;
const FORM_ROUTE = /[\\/]app[\\/]routes[\\/](contact|partner-rider|partner-vendor)\.tsx$/;
/** The public layout and the pages under it (routes.ts); the rest are the back-office's. */
const PUBLIC_ROUTE =
  /[\\/]app[\\/]routes[\\/](public-layout|home|about|contact|terms|rewards-terms|privacy|faqs|careers|not-found|maintenance|coming-soon|partner-rider|partner-vendor)\.tsx$/;

/**
 * The route modules that statically import `id`, directly or through other modules (with
 * `dynamic`, also through imports on demand), and whether code loaded on demand (a module no other
 * module imports statically) imports it too.
 */
function importersOf(
  id: string,
  ctx: ChunkingContext,
  dynamic = false,
): { routes: Set<string>; onDemand: boolean } {
  const routes = new Set<string>();
  let onDemand = false;
  const seen = new Set([id]);
  const stack = [id];
  for (let module = stack.pop(); module !== undefined; module = stack.pop()) {
    if (ROUTE_MODULE.test(module)) {
      routes.add(module);
      continue;
    }
    const info = ctx.getModuleInfo(module);
    const importers = info?.importers ?? [];
    if (importers.length === 0) onDemand = true;
    for (const importer of dynamic ? [...importers, ...(info?.dynamicImporters ?? [])] : importers) {
      // A re-exporting index says nothing about which of its modules its importer uses.
      if (BARREL.test(importer) || seen.has(importer)) continue;
      seen.add(importer);
      stack.push(importer);
    }
  }
  return { routes, onDemand };
}

/** Whether `id` statically imports, directly or through other modules, a library other than the framework. */
function importsLibrary(id: string, ctx: ChunkingContext): boolean {
  const seen = new Set([id]);
  const stack = [id];
  for (let module = stack.pop(); module !== undefined; module = stack.pop()) {
    if (NODE_MODULE.test(module) && !FRAMEWORK.test(module)) return true;
    for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) {
      if (BARREL.test(imported) || seen.has(imported)) continue;
      seen.add(imported);
      stack.push(imported);
    }
  }
  return false;
}

type Group = 'app' | 'public' | 'forms' | 'back-office' | 'admin' | 'vendor';

const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin-[^\\/]+\.tsx$/;
const VENDOR_ROUTE = /[\\/]app[\\/]routes[\\/]vendor-[^\\/]+\.tsx$/;
const BACK_OFFICE_ROUTE = /[\\/]app[\\/]routes[\\/](admin-[^\\/]+|vendor-[^\\/]+|back-office-layout)\.tsx$/;
const BACK_OFFICE_LAYOUT = /[\\/]app[\\/]routes[\\/](back-office|admin|vendor)-layout\.tsx$/;

/**
 * Code that a back-office layout imports statically is loaded by every page under it: it goes into
 * the chunk of the area that reaches it (admin, vendor, or both), libraries included, unless a
 * public page reaches it too.
 */
function placeBackOffice(id: string, ctx: ChunkingContext): Group | null {
  if (![...importersOf(id, ctx).routes].some((route) => BACK_OFFICE_LAYOUT.test(route))) return null;
  const reaching = [...importersOf(id, ctx, true).routes];
  if (!reaching.every((route) => BACK_OFFICE_ROUTE.test(route))) return null;
  if (reaching.every((route) => ADMIN_ROUTE.test(route))) return 'admin';
  if (reaching.every((route) => VENDOR_ROUTE.test(route))) return 'vendor';
  return 'back-office';
}

export function placeModule(id: string, ctx: ChunkingContext): Group | null {
  if (DOMAIN_EVERY_PAGE.test(id) || id.includes('vite/preload-helper')) return 'app';
  if (ROUTE_MODULE.test(id) || BARREL.test(id) || /^\0|virtual:/.test(id)) return null;
  if (NODE_MODULE.test(id)) return FRAMEWORK.test(id) ? null : placeBackOffice(id, ctx);
  const importers = importersOf(id, ctx);
  const routes = [...importers.routes];
  if (routes.some((route) => EVERY_PAGE.test(route))) return 'app';
  // Loaded on demand only (validation, toaster, overlays): the bundler's own chunks.
  if (routes.length === 0) return null;
  if (routes.every((route) => BACK_OFFICE_ROUTE.test(route))) return placeBackOffice(id, ctx);
  // A library (a form's react-hook-form) would then load with the group on every page.
  if (importsLibrary(id, ctx)) return null;
  const isBackOffice = (route: string) => !PUBLIC_ROUTE.test(route);
  const isStaticPage = (route: string) => PUBLIC_ROUTE.test(route) && !FORM_ROUTE.test(route);
  if (routes.some(isBackOffice)) {
    // Shared with the back-office: with the code every page loads when a static page needs it.
    return routes.some(isStaticPage) ? 'app' : null;
  }
  if (routes.some((route) => PUBLIC_LAYOUT.test(route))) return 'public';
  if (routes.length === 1) {
    // One page's own stays in that page's chunk, unless code loaded on demand shares it (the
    // download button of Home and of the promo modal), which would make it a chunk of its own.
    return importers.onDemand ? 'public' : null;
  }
  return routes.every((route) => FORM_ROUTE.test(route)) ? 'forms' : 'public';
}

/** The `output.codeSplitting.groups` of the client build. */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  const placed = new Map<string, Group | null>();
  const group = (name: Group, priority: number): Rolldown.CodeSplittingGroup => ({
    // The bundler's timing report names a group by this when `name` is a function.
    debugName: name,
    name: (id, ctx) => {
      if (!placed.has(id)) placed.set(id, placeModule(id, ctx));
      return placed.get(id) === name ? name : null;
    },
    priority,
    // A module's dependencies are placed by their own importers, not pulled into its group.
    includeDependenciesRecursively: false,
  });
  return [
    { name: 'framework', test: FRAMEWORK, priority: 4 },
    group('app', 3),
    group('public', 2),
    group('forms', 1),
    group('back-office', 1),
    group('admin', 1),
    group('vendor', 1),
  ];
}
