import { ContactQuerySchema } from '@levera/domain';
import type { ActionFunctionArgs } from 'react-router';
import { readFormValues, storePostedForm } from '../../lib/form-post.ts';
import { CONTACT_FIELDS } from './contact-fields.ts';

/**
 * Contact us posted to its own page (decision 074): checked with the schema the form's script uses,
 * stored through `POST /api/queries`, answered with the case number or the errors and the values.
 */
export async function postContactForm({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  return storePostedForm({
    request,
    context,
    form: 'contact',
    schema: ContactQuerySchema,
    fields: CONTACT_FIELDS,
    values: readFormValues(formData, CONTACT_FIELDS),
    website: formData.get('website'),
  });
}
