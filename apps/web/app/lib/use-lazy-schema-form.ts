import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import type { SchemaFormOptions } from './use-schema-form.ts';

type LazyResolver<TValues extends FieldValues, TParsed> = {
  resolver: Resolver<TValues, unknown, TParsed>;
  load: () => void;
};

function lazyResolver<TValues extends FieldValues, TParsed>(
  loadSchema: () => Promise<z.ZodType<TParsed, TValues>>,
): LazyResolver<TValues, TParsed> {
  let loading: Promise<Resolver<TValues, unknown, TParsed>> | null = null;
  const get = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<TValues, unknown, TParsed>,
    );
    // A failed download (a deploy, a dropped connection) is tried again on the next validation.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    load: () => void get().catch(() => undefined),
  };
}

/**
 * `useSchemaForm` for the public forms (the sign-in form has its own state, decision 051), whose validation (zod, the domain schema,
 * the phone-number metadata: most of the form pages' JavaScript) is not needed to show or fill in
 * the form (decisions 039 and 044). The schema
 * module is imported when the form is first touched (`loadOnTouch` on the `<form>`: focus or pointer
 * down), or at the latest by the first validation, which waits for it (decision 039).
 */
export function useLazySchemaForm<TValues extends FieldValues, TParsed = TValues>(
  loadSchema: () => Promise<z.ZodType<TParsed, TValues>>,
  options: SchemaFormOptions<TValues, TParsed> = {},
): {
  form: UseFormReturn<TValues, unknown, TParsed>;
  loadOnTouch: { onFocus: () => void; onPointerDown: () => void };
} {
  const [validation] = useState(() => lazyResolver(loadSchema));
  const form = useForm<TValues, unknown, TParsed>({ resolver: validation.resolver, ...options });
  return { form, loadOnTouch: { onFocus: validation.load, onPointerDown: validation.load } };
}
