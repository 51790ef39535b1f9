// The partner forms' schemas, imported on first touch of a form (lib/use-lazy-schema-form.ts).
export { RiderApplicationSchema, VendorApplicationSchema } from '@levera/domain';
