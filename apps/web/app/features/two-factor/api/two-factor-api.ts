import type {
  SuccessAnswer,
  TwoFactorDisable,
  TwoFactorEnableAnswer,
  TwoFactorSetupAnswer,
} from '@levera/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The admin's own two-factor sign-in (issue 33 §4). The section shows every answer and error
// itself, so no toasts.

/** POST /admin/two-factor/{step} with `body`, its errors shown by the section. */
const postStep = <Answer>(step: 'setup' | 'enable' | 'disable', body: Record<string, unknown>) =>
  apiRequest<Answer>(`/admin/two-factor/${step}`, { method: 'POST', body, suppressErrorToast: true });

/** POST /admin/two-factor/setup: a new secret (text, otpauth address, QR code) waiting for a code. */
export const useStartSetUp = () =>
  useMutation({ mutationFn: () => postStep<TwoFactorSetupAnswer>('setup', {}) });

/** POST /admin/two-factor/enable: on, with the ten recovery codes shown once. */
export const useEnable = () =>
  useMutation({ mutationFn: (code: string) => postStep<TwoFactorEnableAnswer>('enable', { code }) });

/** POST /admin/two-factor/disable: off, with the password. */
export const useDisable = () =>
  useMutation({ mutationFn: (body: TwoFactorDisable) => postStep<SuccessAnswer>('disable', body) });
