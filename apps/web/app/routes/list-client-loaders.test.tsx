import type { QueryKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListPageRequest } from '../lib/list-page-query.ts';
import { mockApi, renderAt } from '../lib/test-render.tsx';
import AdminActivity, { clientLoader as activityLoader } from './admin-activity.tsx';
import AdminOffers, { clientLoader as offersLoader } from './admin-offers.tsx';
import AdminPartners, { clientLoader as partnersLoader } from './admin-partners.tsx';
import AdminPromotions, { clientLoader as promotionsLoader } from './admin-promotions.tsx';
import AdminQueries, { clientLoader as queriesLoader } from './admin-queries.tsx';
import AdminVendors, { clientLoader as vendorsLoader } from './admin-vendors.tsx';
import VendorPromotions, { clientLoader as vendorPromotionsLoader } from './vendor-promotions.tsx';
import VendorQuery, { clientLoader as vendorQueriesLoader } from './vendor-query.tsx';

// Decision 073: a list route's client loader starts the screen's request before the screen renders;
// the screen finds it in the cache only if both build the same key (and request) from the address.
// Every page the screens ask for and every page the loaders start is recorded here.
const pages = vi.hoisted(() => ({ screen: [] as ListPageRequest[], loader: [] as ListPageRequest[] }));

vi.mock('../lib/list-page-query.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/list-page-query.ts')>();
  return {
    ...actual,
    useListPage: (queryKey: QueryKey, path: string, query: ListPageRequest['query']) => {
      pages.screen.push({ queryKey, path, query });
      return actual.useListPage(queryKey, path, query);
    },
    prefetchListPage: (request: Request, page: ListPageRequest) => {
      pages.loader.push(page);
      actual.prefetchListPage(request, page);
    },
  };
});

mockApi();

type Loader = (args: { request: Request }) => Promise<unknown>;

const LISTS: {
  name: string;
  url: string;
  role: 'admin' | 'vendor';
  Route: ComponentType;
  clientLoader: Loader;
  path: string;
  sent: Record<string, unknown>;
}[] = [
  {
    name: 'Admin Queries',
    url: '/sv-en/admin/queries?type=vendor&status=inProgress&q=pizza&order=asc&page=2',
    role: 'admin',
    Route: AdminQueries,
    clientLoader: queriesLoader as Loader,
    path: '/queries',
    sent: { type: 'vendor', status: 'inProgress', q: 'pizza', order: 'asc', page: 2 },
  },
  {
    name: 'Admin Partners',
    url: '/sv/admin/partners?type=vendor&status=pending&q=+bistro&sort=name&order=asc&page=2',
    role: 'admin',
    Route: AdminPartners,
    clientLoader: partnersLoader as Loader,
    path: '/partners',
    sent: { type: 'vendor', status: 'pending', q: 'bistro', sort: 'name', order: 'asc', page: 2 },
  },
  {
    name: 'Admin Promotions',
    url: '/sv-en/admin/promotions?status=scheduled&q=pizza&sort=endDate&order=asc&page=3',
    role: 'admin',
    Route: AdminPromotions,
    clientLoader: promotionsLoader as Loader,
    path: '/promotions',
    sent: { status: 'scheduled', q: 'pizza', sort: 'endDate', order: 'asc', page: 3 },
  },
  {
    name: 'Admin Vendors',
    url: '/sv-en/admin/vendors?status=archived&q=sushi&sort=vendorName&page=4',
    role: 'admin',
    Route: AdminVendors,
    clientLoader: vendorsLoader as Loader,
    path: '/vendors',
    sent: { status: 'archived', q: 'sushi', sort: 'vendorName', order: 'desc', page: 4 },
  },
  {
    name: 'Admin Offers',
    url: '/sv-en/admin/offers?page=2',
    role: 'admin',
    Route: AdminOffers,
    clientLoader: offersLoader as Loader,
    path: '/offers',
    sent: { page: 2 },
  },
  {
    name: 'Admin Activity',
    url: '/sv-en/admin/activity?adminId=admin-2&entity=promotion&from=2026-11-01&to=2026-11-20&page=2',
    role: 'admin',
    Route: AdminActivity,
    clientLoader: activityLoader as Loader,
    path: '/audit',
    sent: { adminId: 'admin-2', entity: 'promotion', from: '2026-11-01', to: '2026-11-20', page: 2 },
  },
  {
    name: 'Vendor queries',
    url: '/sv-en/vendor/query?page=3',
    role: 'vendor',
    Route: VendorQuery,
    clientLoader: vendorQueriesLoader as Loader,
    path: '/vendor/queries',
    sent: { page: 3 },
  },
  {
    name: 'My promotions',
    url: '/sv-en/vendor/promotions?group=active&page=2',
    role: 'vendor',
    Route: VendorPromotions,
    clientLoader: vendorPromotionsLoader as Loader,
    path: '/vendor/promotions',
    sent: { status: 'active', page: 2 },
  },
];

describe("list routes' client loaders (decision 073)", () => {
  it.each(LISTS)(
    "$name: the loader starts the page the screen asks for, with the screen's key",
    async ({ url, role, Route, clientLoader, path, sent }) => {
      pages.screen.length = 0;
      pages.loader.length = 0;
      renderAt(url, <Route />, { signedIn: role });
      await waitFor(() => expect(pages.screen.some((page) => page.path === path)).toBe(true));
      await clientLoader({ request: new Request(new URL(url, 'http://localhost')) });

      const [started] = pages.loader;
      expect(pages.loader).toHaveLength(1);
      expect(started?.query).toMatchObject(sent);
      const asked = pages.screen.filter((page) => page.path === path).at(-1);
      expect(started?.queryKey).toEqual(asked?.queryKey);
      expect(started).toEqual(asked);
    },
  );
});
