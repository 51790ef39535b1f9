import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIslandName, loadIsland } from './registry.ts';

// Decision 047: a page renders `<Island name="…" component={X} …/>` and the browser hydrates that
// element with the registry's component for the name. If the two disagreed, the island would
// hydrate with another component than the one prerendered (or not at all). The registry is the
// modules of islands/on-every-page/ and islands/on-some-pages/, each named as its island.

const appDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx$/.test(entry) && !/\.test\.tsx$/.test(entry) ? [file] : [];
  });
}

/** Every `<Island name="…" component={…}` written in the app, with where it is. */
const usages = sourceFiles(appDir).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/<Island\s+name="([^"]+)"\s+component=\{(\w+)\}/g)].map(
    (match) => ({ file: path.relative(appDir, file), name: match[1] ?? '', component: match[2] ?? '' }),
  ),
);

describe('the islands registry', () => {
  it('is used by the public layout, the root, the pages and the sign-in pages', () => {
    const names = new Set(usages.map((usage) => usage.name));
    expect(names).toEqual(
      new Set([
        'site-header',
        'site-overlays',
        'toaster',
        'download-app-button',
        'download-redirect',
        'active-offers',
        'manage-cookies',
        'contact-form',
        'case-answer-field',
        'rider-application',
        'vendor-application',
        'back-office-language',
        'sign-in',
      ]),
    );
  });

  it('has a module for each of those names and for nothing else (decision 075)', () => {
    const modules = ['on-every-page', 'on-some-pages'].flatMap((dir) =>
      readdirSync(path.join(import.meta.dirname, dir)).map((file) => file.replace(/\.ts$/, '')),
    );
    expect(new Set(modules)).toEqual(new Set(usages.map((usage) => usage.name)));
    expect(isIslandName('careers-map')).toBe(false);
  });

  it.each(usages)('hydrates $name in $file with the component rendered there ($component)', async (usage) => {
    expect(isIslandName(usage.name)).toBe(true);
    if (!isIslandName(usage.name)) return;
    const component = await loadIsland(usage.name);
    expect((component as { name?: string }).name).toBe(usage.component);
  });
});
