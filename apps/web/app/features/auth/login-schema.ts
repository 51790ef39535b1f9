import { fieldErrorKeysFromZod, type Login, type LoginInput, LoginSchema } from '@levera/domain';

// The sign-in form's validation, imported on first touch of the form (decision 044) or at the
// latest by the first check, which waits for it: zod, the domain schema and the message catalogue
// are not needed to show the sign-in page (decision 051).
export { translateMessage } from '@levera/domain';

export type LoginField = keyof LoginInput;
export type LoginCheck =
  | { ok: true; values: Login }
  | { ok: false; errors: Partial<Record<LoginField, string>> };

/** SPEC §5: the parsed values, or the first message key of each field that is not valid. */
export function checkLogin(input: LoginInput): LoginCheck {
  const result = LoginSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  return { ok: false, errors: fieldErrorKeysFromZod(result.error) };
}
