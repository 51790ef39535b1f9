import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { type FormPostResult, postedValues, usePostedErrors } from '../../../lib/posted-form.ts';
import { createSubmissionKeys } from '../../../lib/submission-key.ts';
import { useLazySchemaForm } from '../../../lib/use-lazy-schema-form.ts';
import { useServerErrors } from './use-server-errors.ts';

/**
 * What the rider's and the vendor's application forms share: the form with its schema loaded on the
 * first touch, started with what a page answered to a post holds (decision 074); the server's
 * messages and the posted page's; and one submission key for sending it again after no answer
 * (decision 069).
 */
export function useApplicationForm<Values extends FieldValues, Parsed>({
  loadSchema,
  empty,
  fields,
  posted,
}: {
  loadSchema: () => Promise<z.ZodType<Parsed, Values>>;
  empty: Values;
  fields: readonly Path<Values>[];
  posted: FormPostResult | undefined;
}) {
  const [submissionKeys] = useState(createSubmissionKeys);
  const { form, loadOnTouch } = useLazySchemaForm<Values, Parsed>(loadSchema, {
    // Errors appear on submit (and the rider's Next) and then follow each change. Not on blur: a
    // message appearing or vanishing as focus leaves a field moves the button under the pointer and
    // swallows the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // A whole set of values is a set of defaults (react-hook-form's type is the partial one).
    defaultValues: postedValues(empty, posted) as DefaultValues<Values>,
  });
  const serverErrors = useServerErrors<Values>(form.setError, fields, posted);
  const postedError = usePostedErrors(posted, form.setError);
  return { form, loadOnTouch, submissionKeys, postedError, ...serverErrors };
}
