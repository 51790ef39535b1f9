import { isProtectedPath, localizedPath, PAGES, type PageName } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };

/** The paths of every page this route table puts under the layout `file`. */
function pathsUnder(entries: RouteEntry[], file: string, isInside = false): string[] {
  return entries.flatMap((entry) => {
    const inside = isInside || entry.file === file;
    const own = inside && entry.path ? [entry.path] : [];
    return [...own, ...pathsUnder(entry.children ?? [], file, inside)];
  });
}

describe('the signed-in screens', () => {
  // The domain's isProtectedPath and the layouts that guard a session (the area layouts' client
  // loaders and ProtectedArea, decision 073) must name the same pages.
  it('are exactly the pages under the admin and vendor layouts', () => {
    const guarded = [
      ...pathsUnder(routes as RouteEntry[], 'routes/admin-layout.tsx'),
      ...pathsUnder(routes as RouteEntry[], 'routes/vendor-layout.tsx'),
    ].sort();
    const protectedPages = (Object.keys(PAGES) as PageName[])
      .map((page) => PAGES[page])
      .filter((path) => isProtectedPath(localizedPath('sv-en', path, { id: '42' })))
      .sort();
    expect(protectedPages).toEqual(guarded);
    expect(guarded.length).toBeGreaterThan(10);
  });
});
