import { ADMIN_ROLES, type AdminRole, type TeamMember } from '@levera/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { readSession } from '../../../lib/session.ts';
import { ConfirmDialog, Dialog } from '../../../ui/dialog.tsx';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { useTeam, useUpdateAdmin } from '../api/team-api.ts';
import { ADMIN_TEAM_NS } from '../catalog.ts';
import { InviteForm } from './invite-form.tsx';
import { SignInBlocks } from './sign-in-blocks.tsx';
import { TeamList } from './team-list.tsx';
import { TwoFactorRequirement } from './two-factor-requirement.tsx';
import { PanelSection } from '../../../ui/panel-section.tsx';
import { ScreenHeader } from '../../../ui/screen-header.tsx';

/**
 * The owner's Team screen (issue 33 §2, §6; DESIGN.md §10 "admin team"): invite a colleague, the
 * admins with their role, status, last sign-in and two-factor, their role and status changes, the
 * "two-factor for everyone" switch and the sign-in blocks an owner may lift. The navigation offers it
 * to owners only (manageTeam); the API refuses anyone else.
 */
export function TeamScreen() {
  const t = useT(ADMIN_TEAM_NS);
  const team = useTeam();
  const [changingRole, setChangingRole] = useState<TeamMember | null>(null);
  const [switching, setSwitching] = useState<TeamMember | null>(null);
  // The signed-in owner's own row offers no change: another owner makes it (no lock-out by a click).
  const ownEmail = readSession('admin')?.email ?? null;

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('title')} intro={t('intro')} />

      <InviteForm />

      <PanelSection heading={t('list.title')}>
        <div className="mt-4">
          {team.isPending ? (
            <Loader message={t('list.loading')} />
          ) : team.isError ? (
            <ErrorState message={t('list.loadFailed')} onRetry={() => void team.refetch()} />
          ) : (
            <TeamList
              members={team.data.data}
              ownEmail={ownEmail}
              onChangeRole={setChangingRole}
              onSwitchStatus={setSwitching}
            />
          )}
        </div>
      </PanelSection>

      {team.data && <TwoFactorRequirement required={team.data.twoFactorRequired} />}

      <SignInBlocks />

      {changingRole && <RoleDialog member={changingRole} onClose={() => setChangingRole(null)} />}
      {switching && <StatusDialog member={switching} onClose={() => setSwitching(null)} />}
    </div>
  );
}

/** "Change role": the three roles with what each may do; saved on confirm. */
function RoleDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const t = useT(ADMIN_TEAM_NS);
  const update = useUpdateAdmin();
  const [role, setRole] = useState<AdminRole>(member.role);
  const save = async () => {
    try {
      await update.mutateAsync({ id: member.id, change: { role } });
      onClose();
    } catch {
      // The toast says why (the last owner, for one); the dialog stays for another choice.
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('roleDialog.title', { name: member.name })}
      description={t('roleDialog.description')}
      closeLabel={t('actions.cancel')}
      showCloseButton={false}
    >
      <SelectField
        label={t('invite.role')}
        hint={t(`roleHints.${role}`)}
        value={role}
        options={ADMIN_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        onChange={(event) => setRole(event.target.value as AdminRole)}
      />
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={save} isLoading={update.isPending} disabled={role === member.role}>
          {t('roleDialog.save')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Deactivate (signed out everywhere at once) or reactivate, after a confirmation. */
function StatusDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const t = useT(ADMIN_TEAM_NS);
  const update = useUpdateAdmin();
  const deactivating = member.status !== 'deactivated';
  const texts = deactivating ? 'deactivateDialog' : 'reactivateDialog';
  const confirm = async () => {
    try {
      await update.mutateAsync({
        id: member.id,
        change: { status: deactivating ? 'deactivated' : 'active' },
      });
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`${texts}.title`, { name: member.name })}
      description={t(`${texts}.description`, { email: member.email })}
      confirmLabel={t(`${texts}.confirm`)}
      cancelLabel={t('actions.cancel')}
      onConfirm={() => void confirm().catch(() => {})}
      isPending={update.isPending}
      tone={deactivating ? 'danger' : 'primary'}
    />
  );
}
