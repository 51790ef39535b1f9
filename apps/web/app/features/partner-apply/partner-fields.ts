// The partner forms' fields, in form order: the forms' scripts and the pages' actions (decision 074).

export const VENDOR_FIELDS = [
  'firstName',
  'lastName',
  'storeName',
  'organizationNumber',
  'businessType',
  'phoneNumber',
  'organizationName',
  'email',
  'termsAndConditions',
] as const;
export const VENDOR_CHECKBOXES = ['termsAndConditions'] as const;

export const RIDER_STEP_ONE_FIELDS = ['city', 'vehicle'] as const;
export const RIDER_FIELDS = [
  ...RIDER_STEP_ONE_FIELDS,
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'nationalId',
  'swedishCitizen',
  'ageConfirmed',
  'termsAccepted',
] as const;
export const RIDER_CHECKBOXES = ['ageConfirmed', 'termsAccepted'] as const;

/** The rider form's hidden `step` (which step was posted) and its buttons' `intent`. */
export const RIDER_STEP_FIELD = 'step';
export const RIDER_INTENT_FIELD = 'intent';
export const RIDER_INTENTS = { next: 'next', back: 'back', submit: 'submit' } as const;

/** The id of the vendor form's section (vendor-page.tsx): a posted page opens scrolled to it. */
export const VENDOR_FORM_ANCHOR = 'apply';
/** The id of the rider form's card (rider-page.tsx). */
export const RIDER_FORM_ANCHOR = 'rider-application';
