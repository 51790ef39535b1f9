import { RiderApplicationSchema, RiderStepOneSchema, VendorApplicationSchema } from '@levera/domain';
import { type ActionFunctionArgs, data } from 'react-router';
import {
  failed,
  postedFormAction,
  readFormValues,
  schemaErrors,
  storePostedForm,
} from '../../lib/form-post.ts';
import { localeOfPath } from '../../lib/locale-of-path.ts';
import type { FormPostResult } from '../../lib/posted-form.ts';
import {
  RIDER_CHECKBOXES,
  RIDER_FIELDS,
  RIDER_INTENT_FIELD,
  RIDER_INTENTS,
  RIDER_STEP_ONE_FIELDS,
  VENDOR_CHECKBOXES,
  VENDOR_FIELDS,
} from './partner-fields.ts';

// The partner forms posted to their own pages (decision 074): checked with the schemas the forms'
// scripts use, stored through the API's routes, answered with the case number or the errors and
// every value kept.

/** The vendor application: `POST /api/partners/vendors`. */
export const postVendorApplication = postedFormAction({
  form: 'vendor',
  schema: VendorApplicationSchema,
  fields: VENDOR_FIELDS,
  checkboxes: VENDOR_CHECKBOXES,
});

const isStepOneField = (field: string) => (RIDER_STEP_ONE_FIELDS as readonly string[]).includes(field);

/**
 * The rider application's two steps without JavaScript: "Next" checks step 1 and answers step 2
 * with step 1's choices carried in the form (never in the address); "Back" answers step 1 with
 * everything kept; "Submit" stores the whole application through `POST /api/partners/riders`.
 */
export async function postRiderApplication({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const values = readFormValues(formData, RIDER_FIELDS, RIDER_CHECKBOXES);
  const intent = formData.get(RIDER_INTENT_FIELD);
  const step = (next: 1 | 2) => {
    const result: FormPostResult = { outcome: 'step', step: next, values };
    return data(result, { status: 200 });
  };
  if (intent === RIDER_INTENTS.back) return step(1);
  if (intent === RIDER_INTENTS.next) {
    const { language } = localeOfPath(new URL(request.url).pathname);
    const errors = schemaErrors(RiderStepOneSchema, values, RIDER_STEP_ONE_FIELDS, language);
    if (!errors) return step(2);
    return failed(values, errors, 422, '', { step: 1, bySchema: true });
  }
  return storePostedForm({
    request,
    context,
    form: 'rider',
    schema: RiderApplicationSchema,
    fields: RIDER_FIELDS,
    values,
    website: formData.get('website'),
    // A complaint about step 1 (a city no longer served) needs step 1 to fix, as with the script.
    step: (errors) => (Object.keys(errors).some(isStepOneField) ? 1 : 2),
  });
}
