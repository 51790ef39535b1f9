import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** The react-hook-form options a schema form may set: everything but the resolver, which is the schema's. */
export type SchemaFormOptions<TValues extends FieldValues, TParsed> = Omit<
  UseFormProps<TValues, unknown, TParsed>,
  'resolver'
>;

/**
 * A react-hook-form form validated with a zod schema of `@levera/domain` (the one the API checks
 * with), so a field reads the same message on either side. `TValues` are the values the fields hold,
 * `TParsed` what the schema makes of them and `handleSubmit` hands on.
 */
export function useSchemaForm<TValues extends FieldValues, TParsed = TValues>(
  schema: z.ZodType<TParsed, TValues>,
  options: SchemaFormOptions<TValues, TParsed> = {},
): UseFormReturn<TValues, unknown, TParsed> {
  return useForm<TValues, unknown, TParsed>({ resolver: zodResolver(schema), ...options });
}
