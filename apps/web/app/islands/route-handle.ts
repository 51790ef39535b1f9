/**
 * The `handle` of a route whose pages hydrate as islands (decisions 047 and 051): the public layout
 * and the two sign-in pages. root.tsx leaves React Router's scripts out of those pages and gives them
 * the islands' loader instead; scripts/hydrate-islands.mjs replaces it in the prerendered pages.
 */
export const HYDRATES_AS_ISLANDS = { hydratesAsIslands: true } as const;

export const hydratesAsIslands = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'hydratesAsIslands' in handle;

/**
 * The islands' loader: a file the build writes (scripts/hydrate-islands.mjs) that runs the islands
 * build's entry, whose name has the content hash that root.tsx, built first, cannot know. Pages the
 * server renders on request (the answer to a form post) load it; prerendered pages get the entry
 * and its preloads directly, after the first paint, instead. Served without caching, as a page is.
 */
export const ISLANDS_LOADER_PATH = '/islands.js';
