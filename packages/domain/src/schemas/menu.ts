import { z } from 'zod';
import { dataAnswer, SuccessAnswerSchema } from './common.ts';
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

// The answers of the menu endpoints (decision 025).

/** A stored menu item: in upload order (`position`), with its id. */
export const MenuItemAnswerSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  available: z.boolean(),
});
export type MenuItemAnswer = z.infer<typeof MenuItemAnswerSchema>;

/** GET /menus/{id}/items. */
export const MenuAnswerSchema = dataAnswer(z.array(MenuItemAnswerSchema));
export type MenuAnswer = z.infer<typeof MenuAnswerSchema>;
/** POST /menus/{id}/items: how many items the menu has now. */
export const MenuUploadAnswerSchema = SuccessAnswerSchema.extend({ count: z.number().int() });
export type MenuUploadAnswer = z.infer<typeof MenuUploadAnswerSchema>;
