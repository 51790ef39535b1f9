/** The contact form's fields, in form order (the form's script and the page's action). */
export const CONTACT_FIELDS = [
  'requesterType',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'subject',
  'message',
] as const;
