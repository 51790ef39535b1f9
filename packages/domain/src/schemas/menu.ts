import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from '../amounts.ts';
import { dataAnswer, SuccessAnswerSchema } from './common.ts';
import { blankableNumber, optionalText, requiredText } from './fields.ts';
import { StorePauseSchema } from './store.ts';

export const MENU_MAX_ITEMS = 2000;
/** A menu item's price is money like any other amount (decision 061). */
export const MENU_MAX_PRICE = MAX_AMOUNT;

export const MenuItemSchema = z.object({
  name: requiredText('menuItemNameRequired', { max: [120, 'menuItemNameTooLong'] }),
  description: optionalText([500, 'descriptionTooLong']),
  price: blankableNumber('amountUnreadable').pipe(
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

/** A menu's fingerprint (decision 041): what a preview saw, sent back with the upload it previews. */
export const MenuFingerprintSchema = z.string({ error: 'invalidValue' }).max(100, { error: 'invalidValue' });

/**
 * POST /menus/{id}/items: the vendor's whole menu. A menu that exists is changed as a difference
 * (decision 041); `expectedFingerprint`, the fingerprint of the preview the admin saw, refuses the
 * upload (409) when the menu changed since.
 */
export const MenuUploadSchema = z.object({
  menus: z
    .array(MenuItemSchema, { error: 'menuItemsRequired' })
    .min(1, { error: 'menuItemsRequired' })
    .max(MENU_MAX_ITEMS, { error: 'tooManyMenuItems' }),
  expectedFingerprint: MenuFingerprintSchema.optional(),
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
  /** When the item last changed: sent back as `expectedUpdatedAt` by an edit or delete. */
  updatedAt: z.string(),
});
export type MenuItemAnswer = z.infer<typeof MenuItemAnswerSchema>;

/**
 * GET /menus/{id}/items: the items in menu order, and whose menu it is (an archived one is
 * read-only), with the store's pause in force (decision 062).
 */
export const MenuAnswerSchema = dataAnswer(z.array(MenuItemAnswerSchema)).extend({
  vendor: z.object({ vendorName: z.string(), archived: z.boolean(), pause: StorePauseSchema.nullable() }),
});
export type MenuAnswer = z.infer<typeof MenuAnswerSchema>;
/** POST /menus/{id}/items: how many items the menu has now. */
export const MenuUploadAnswerSchema = SuccessAnswerSchema.extend({ count: z.number().int() });
export type MenuUploadAnswer = z.infer<typeof MenuUploadAnswerSchema>;

/** When the item was last changed, as the screen showed it (an ISO time from `updatedAt`). */
const ExpectedUpdatedAt = z.iso
  .datetime({ error: 'invalidValue', offset: true })
  .max(40, { error: 'invalidValue' });

/**
 * PATCH /menus/{vendorId}/items/{itemId}: the item as the admin saved it (the same rules as an
 * upload), and when it last changed on the admin's screen (409 when it changed since).
 */
export const MenuItemEditSchema = MenuItemSchema.extend({ expectedUpdatedAt: ExpectedUpdatedAt });
export type MenuItemEdit = z.infer<typeof MenuItemEditSchema>;
export type MenuItemEditInput = z.input<typeof MenuItemEditSchema>;

/** DELETE /menus/{vendorId}/items/{itemId}?expectedUpdatedAt=…: the item as the screen showed it. */
export const MenuItemDeleteQuerySchema = z.object({ expectedUpdatedAt: ExpectedUpdatedAt });

/** PATCH /menus/{vendorId}/items/{itemId}: the item as it is now. */
export const MenuItemChangeAnswerSchema = SuccessAnswerSchema.extend({ data: MenuItemAnswerSchema });
export type MenuItemChangeAnswer = z.infer<typeof MenuItemChangeAnswerSchema>;

/** An uploaded item as a preview answers it (the values the upload's schema made of it). */
const MenuDiffItemSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  available: z.boolean(),
});

/** An uploaded item that matches a stored one but differs from it: the stored item, and the new values. */
export const MenuDiffChangeSchema = z.object({ before: MenuItemAnswerSchema, after: MenuDiffItemSchema });

/**
 * POST /menus/{id}/items/preview: what an upload would change (decision 041), nothing written. Rows
 * of added, changed and removed items; unchanged ones only counted. `fingerprint` names the menu the
 * preview was made from, for the upload's `expectedFingerprint`.
 */
export const MenuDiffSchema = z.object({
  fingerprint: z.string(),
  counts: z.object({
    added: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
    unchanged: z.number().int(),
  }),
  added: z.array(MenuDiffItemSchema),
  changed: z.array(MenuDiffChangeSchema),
  removed: z.array(MenuItemAnswerSchema),
});
export type MenuDiff = z.infer<typeof MenuDiffSchema>;
export const MenuDiffAnswerSchema = dataAnswer(MenuDiffSchema);
export type MenuDiffAnswer = z.infer<typeof MenuDiffAnswerSchema>;

/** The key two menu items match by (decision 041): name and category, case and spacing ignored. */
export function menuItemMatchKey(item: { name: string; category?: string | null | undefined }): string {
  const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');
  return `${fold(item.name)}\u0000${fold(item.category ?? '')}`;
}
