/**
 * The `handle` of a route whose prerendered pages hydrate as islands (decisions 047 and 051): the
 * public layout and the two sign-in pages. root.tsx leaves React Router's scripts out of those pages
 * and scripts/hydrate-islands.mjs gives them the islands' script.
 */
export const HYDRATES_AS_ISLANDS = { hydratesAsIslands: true } as const;

export const hydratesAsIslands = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'hydratesAsIslands' in handle;
