import { ContactQuerySchema } from '@levera/domain';
import { postedFormAction } from '../../lib/form-post.ts';
import { CONTACT_FIELDS } from './contact-fields.ts';

/**
 * Contact us posted to its own page (decision 074): checked with the schema the form's script uses,
 * stored through `POST /api/queries`, answered with the case number or the errors and the values.
 */
export const postContactForm = postedFormAction({
  form: 'contact',
  schema: ContactQuerySchema,
  fields: CONTACT_FIELDS,
});
