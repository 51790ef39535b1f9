import type { MenuItemAnswer } from '@levera/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken, apiCall } from './api.ts';

/** A menu item as the admin uploads it. */
export type MenuUploadItem = { name: string; price: number; category?: string; description?: string };

/**
 * The admin uploads the vendor's whole menu through the API (replacing any before) and reads it back:
 * the stored items with their ids, in order.
 */
export async function uploadMenuThroughApi(
  request: APIRequestContext,
  vendorId: string,
  items: MenuUploadItem[],
): Promise<MenuItemAnswer[]> {
  const token = await adminToken(request);
  const upload = await apiCall(request, 'POST', `/menus/${vendorId}/items`, {
    token,
    body: { menus: items, language: 'en' },
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  return storedMenu(request, vendorId);
}

/** The vendor's menu as stored, read through the API as the admin: the items in order. */
export async function storedMenu(request: APIRequestContext, vendorId: string): Promise<MenuItemAnswer[]> {
  const token = await adminToken(request);
  const menu = await apiCall<{ data: MenuItemAnswer[] }>(
    request,
    'GET',
    `/menus/${vendorId}/items?language=en`,
    {
      token,
    },
  );
  return menu.body.data;
}
