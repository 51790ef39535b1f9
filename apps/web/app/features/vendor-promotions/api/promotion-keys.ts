/** Query keys of the vendor's promotions: the list and each promotion under one root. */
export const vendorPromotionKeys = {
  all: ['vendor-promotions'] as const,
  list: () => [...vendorPromotionKeys.all, 'list'] as const,
  detail: (id: string) => [...vendorPromotionKeys.all, 'detail', id] as const,
};
