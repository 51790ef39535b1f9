import { z } from 'zod';
import { blankableNumber, hasAtMostTwoDecimals, optionalText, requiredText } from './fields.ts';

export const MENU_MAX_ITEMS = 2000;
export const MENU_MAX_PRICE = 100_000;

export const MenuItemSchema = z.object({
  name: requiredText('menuItemNameRequired', { max: [120, 'menuItemNameTooLong'] }),
  description: optionalText([500, 'descriptionTooLong']),
  price: blankableNumber().pipe(
    z
      .number({ error: 'priceRequired' })
      .min(0, { error: 'priceNegative' })
      .max(MENU_MAX_PRICE, { error: 'priceTooHigh' })
      .refine(hasAtMostTwoDecimals, { error: 'priceDecimals' }),
  ),
  category: optionalText([80, 'menuItemCategoryTooLong']),
  available: z.boolean({ error: 'invalidValue' }).default(true),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;
export type MenuItemInput = z.input<typeof MenuItemSchema>;

/** POST /menus/{id}/items: the vendor's whole menu. */
export const MenuUploadSchema = z.object({
  menus: z
    .array(MenuItemSchema, { error: 'menuItemsRequired' })
    .min(1, { error: 'menuItemsRequired' })
    .max(MENU_MAX_ITEMS, { error: 'tooManyMenuItems' }),
});
export type MenuUpload = z.infer<typeof MenuUploadSchema>;
export type MenuUploadInput = z.input<typeof MenuUploadSchema>;
