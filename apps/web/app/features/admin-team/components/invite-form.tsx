import {
  ADMIN_NAME_MAX_LENGTH,
  ADMIN_ROLES,
  type AdminInvitation,
  type AdminInvitationInput,
  AdminInvitationSchema,
  SITE_LANGUAGES,
} from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField, TextField } from '../../../ui/field.tsx';
import { useInviteAdmin } from '../api/team-api.ts';
import { ADMIN_TEAM_NS } from '../catalog.ts';
import { PanelSection } from '../../../ui/panel-section.tsx';

const FIELDS = ['email', 'name', 'role', 'invitationLanguage'] as const;

/**
 * "Invite a colleague" (issue 33 §2): e-mail, an optional name, the role (support by default: the
 * least a new colleague may do) and the language of the e-mail and of the page its link opens.
 */
export function InviteForm() {
  const t = useT(ADMIN_TEAM_NS);
  const message = useMessage();
  const { language } = useLocale();
  const invite = useInviteAdmin();
  const empty = (): AdminInvitationInput => ({
    email: '',
    name: '',
    role: 'support',
    invitationLanguage: language,
  });
  const form = useSchemaForm<AdminInvitationInput, AdminInvitation>(AdminInvitationSchema, {
    mode: 'onTouched',
    defaultValues: empty(),
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      form.reset(empty());
    } catch (error) {
      // The toast says why (e.g. the address already belongs to an admin); fields get their own.
      placeServerFieldErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <PanelSection heading={t('invite.title')}>
      <p className="mt-1 text-sm text-slate-600">{t('invite.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <TextField
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('invite.name')}
          hint={t('invite.nameHint')}
          maxLength={ADMIN_NAME_MAX_LENGTH}
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <SelectField
          label={t('invite.role')}
          hint={t(`roleHints.${role}`)}
          options={ADMIN_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          error={message(errors.role?.message)}
          {...form.register('role')}
        />
        <SelectField
          label={t('invite.language')}
          options={SITE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          error={message(errors.invitationLanguage?.message)}
          {...form.register('invitationLanguage')}
        />
        <div className="flex justify-end md:col-span-2 xl:col-span-4">
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('invite.submitting') : t('invite.submit')}
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
