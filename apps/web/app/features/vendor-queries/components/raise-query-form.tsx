import {
  VENDOR_QUERY_CATEGORIES,
  type VendorQuery,
  type VendorQueryInput,
  VendorQuerySchema,
} from '@levera/domain';
import { useState } from 'react';
import { useQueryCategoryText } from '../../../entities/query/query-badges.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField, TextareaField, TextField } from '../../../ui/field.tsx';
import { useCreateVendorQuery } from '../api/create-vendor-query.ts';
import { VENDOR_QUERIES_NS } from '../catalog.ts';

// SPEC §5 lengths, for the hints (the schema enforces them).
const LIMITS = { subject: [5, 100], message: [20, 1000] } as const;
const FIELDS = ['subject', 'category', 'message'] as const;
const EMPTY = { subject: '', category: '' as VendorQueryInput['category'], message: '' };

/** The Raise Query form (SPEC §2, §3, §5): subject 5–100, a category, message 20–1000. */
export function RaiseQueryForm() {
  const t = useT(VENDOR_QUERIES_NS);
  const categoryText = useQueryCategoryText();
  const message = useMessage();
  const create = useCreateVendorQuery();
  const [submittedCase, setSubmittedCase] = useState<string | null>(null);
  const form = useSchemaForm<VendorQueryInput, VendorQuery>(VendorQuerySchema, {
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const subjectLength = form.watch('subject')?.length ?? 0;
  const messageLength = form.watch('message')?.length ?? 0;

  const onSubmit = form.handleSubmit(async (values) => {
    setSubmittedCase(null);
    try {
      const answer = await create.mutateAsync(values);
      form.reset(EMPTY);
      setSubmittedCase(answer.caseNumber);
    } catch (error) {
      // The server checks the same rules; its translated field messages go under the fields.
      placeServerFieldErrors(error, form.setError, FIELDS);
    }
  });

  const lengthHint = (length: number, [min, max]: readonly [number, number]) => (
    <span className={length > max ? 'font-semibold text-red-700' : undefined}>
      {t('form.lengthHint', { min, count: length, max })}
    </span>
  );

  /** What every field here shares: its label and placeholder texts, required, its message, its registration. */
  const fieldProps = (field: (typeof FIELDS)[number]) => ({
    label: t(`form.${field}`),
    placeholder: t(`form.${field}Placeholder`),
    required: true,
    error: message(errors[field]?.message),
    ...form.register(field),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-describedby="raise-query-intro">
      <p id="raise-query-intro" className="text-sm text-slate-600">
        {t('form.intro')}
      </p>
      {submittedCase && (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          {t('form.submitted', { caseNumber: submittedCase })}
        </p>
      )}
      <TextField
        autoComplete="off"
        hint={lengthHint(subjectLength, LIMITS.subject)}
        {...fieldProps('subject')}
      />
      <SelectField
        options={VENDOR_QUERY_CATEGORIES.map((category) => ({
          value: category,
          label: categoryText(category),
        }))}
        {...fieldProps('category')}
      />
      <TextareaField rows={6} hint={lengthHint(messageLength, LIMITS.message)} {...fieldProps('message')} />
      <div>
        <Button type="submit" size="lg" isLoading={create.isPending}>
          {create.isPending ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
