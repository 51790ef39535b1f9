/** Every query of the vendor's "My menu" starts with this key, so its changes refetch it (decision 028). */
export const VENDOR_MENU_QUERY_KEY = ['vendor-menu'] as const;
