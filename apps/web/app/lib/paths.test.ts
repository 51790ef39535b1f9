import { PAGES, type PageName } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { needsSession } from './paths.ts';

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };

/** The paths of every page routes.ts puts under the layout `file`. */
function pathsUnder(entries: RouteEntry[], file: string, isInside = false): string[] {
  return entries.flatMap((entry) => {
    const inside = isInside || entry.file === file;
    const own = inside && entry.path ? [entry.path] : [];
    return [...own, ...pathsUnder(entry.children ?? [], file, inside)];
  });
}

describe('needsSession', () => {
  // The SPA shell sends a visitor without a session to sign in from this list, before the app loads;
  // the app does it with the layouts' ProtectedArea. The two must name the same pages.
  it('names exactly the pages under the admin and vendor layouts', () => {
    const guarded = [
      ...pathsUnder(routes as RouteEntry[], 'routes/admin-layout.tsx'),
      ...pathsUnder(routes as RouteEntry[], 'routes/vendor-layout.tsx'),
    ].sort();
    const named = (Object.keys(PAGES) as PageName[])
      .filter(needsSession)
      .map((page) => PAGES[page])
      .sort();
    expect(named).toEqual(guarded);
    expect(guarded.length).toBeGreaterThan(10);
  });
});
