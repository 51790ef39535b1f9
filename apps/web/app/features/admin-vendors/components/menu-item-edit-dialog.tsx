import {
  amountText,
  type MenuItem as MenuItemValues,
  type MenuItemInput,
  MenuItemSchema,
} from '@levera/domain';
import { useEffect } from 'react';
import type { Path } from 'react-hook-form';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useLocale } from '../../../lib/locale.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { AmountField } from '../../../ui/amount-field.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { CheckboxField, TextareaField, TextField } from '../../../ui/field.tsx';
import { useUpdateMenuItem } from '../api/menu-items.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import type { MenuItemDialogProps } from './menu-item-delete-dialog.tsx';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

const FIELDS: Path<MenuItemInput>[] = ['name', 'description', 'price', 'category', 'available'];

/**
 * Edit one menu item (issue 19 §2) with the domain's MenuItemSchema, the rules of an upload. The
 * item is saved in place (its id stays) with the time the screen last saw it change, so an item
 * another admin changed meanwhile is refused (409) and the screen shows the new version.
 */
export function MenuItemEditDialog({ vendorId, item, onClose }: MenuItemDialogProps) {
  const t = useT(ADMIN_VENDORS_NS);
  const message = useMessage();
  const { language } = useLocale();
  const showFailure = useFailureToast();
  const updateItem = useUpdateMenuItem();
  const form = useSchemaForm<MenuItemInput, MenuItemValues>(MenuItemSchema, { mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!item) return;
    // The price as the admin writes it: a decimal comma on Swedish pages (decision 061).
    form.reset({ ...item, price: amountText(item.price, language) });
  }, [item, form.reset, language]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!item) return;
    try {
      await updateItem.mutateAsync({
        vendorId,
        itemId: item.id,
        item: { ...values, expectedUpdatedAt: item.updatedAt },
      });
      onClose();
    } catch (error) {
      if (placeServerFieldErrors(error, form.setError, FIELDS).length === 0) onClose();
      showFailure('menuItemSaveFailed', error);
    }
  });

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title={t('itemEdit.title')}
      description={t('itemEdit.description')}
      closeLabel={t('itemEdit.close')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('itemEdit.name')}
          required
          maxLength={120}
          autoComplete="off"
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <TextareaField
          label={t('itemEdit.description_field')}
          rows={3}
          maxLength={500}
          error={message(errors.description?.message)}
          {...form.register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            control={form.control}
            name="price"
            unit="kr"
            label={t('itemEdit.price')}
            required
            error={message(errors.price?.message)}
          />
          <TextField
            label={t('itemEdit.category')}
            hint={t('itemEdit.categoryHint')}
            maxLength={80}
            autoComplete="off"
            error={message(errors.category?.message)}
            {...form.register('category')}
          />
        </div>
        <CheckboxField
          label={t('itemEdit.available')}
          error={message(errors.available?.message)}
          {...form.register('available')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('itemEdit.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('itemEdit.saving') : t('itemEdit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
