/** Query keys of the vendor's promotions: the list and each promotion under one root. */
export const vendorPromotionKeys = {
  all: ['vendor-promotions'] as const,
  list: () => [...vendorPromotionKeys.all, 'list'] as const,
  detail: (id: string) => [...vendorPromotionKeys.all, 'detail', id] as const,
  /** The vendor's own menu, which a promotion's items are chosen from. */
  menu: () => [...vendorPromotionKeys.all, 'menu'] as const,
};
