// The contact form's schema, imported on first touch of the form (lib/use-lazy-schema-form.ts).
export { ContactQuerySchema } from '@levera/domain';
