import { type ListPageRequest, prefetchListPage } from './list-page-query.ts';

/**
 * The `clientLoader` of a list route (decision 073): starts the page `pageOf` the address's search
 * parameters, as prefetchListPage does, and returns nothing.
 */
export const listClientLoader =
  (pageOf: (search: URLSearchParams) => ListPageRequest) =>
  async ({ request }: { request: Request }): Promise<null> => {
    prefetchListPage(request, pageOf(new URL(request.url).searchParams));
    return null;
  };
