// The sign-in form's schema, imported on first touch of the form (lib/use-lazy-schema-form.ts,
// decision 044): zod and the domain schemas are not needed to show the sign-in page.
export { LoginSchema } from '@levera/domain';
