import type { TeamMember, TeamMemberState } from '@levera/domain';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { useResendInvitation } from '../api/team-api.ts';
import { ADMIN_TEAM_NS } from '../catalog.ts';
import { WideListRow, WideListTable } from '../../../ui/wide-list-table.tsx';

const STATUS_TONES: Record<TeamMemberState, BadgeTone> = {
  active: 'success',
  invited: 'info',
  deactivated: 'neutral',
};

const COLUMNS = ['admin', 'role', 'status', 'lastSignIn', 'twoFactor'] as const;

type ListProps = {
  members: TeamMember[];
  /** The signed-in owner's e-mail: that row offers no change. */
  ownEmail: string | null;
  onChangeRole: (member: TeamMember) => void;
  onSwitchStatus: (member: TeamMember) => void;
};

/** The team: a table on wide screens, cards on phones (as the other admin lists). */
export function TeamList({ members, ownEmail, onChangeRole, onSwitchStatus }: ListProps) {
  const t = useT(ADMIN_TEAM_NS);
  const isOwn = (member: TeamMember) => member.email === ownEmail;
  const actions = (member: TeamMember, className?: string) => (
    <RowActions
      member={member}
      isOwn={isOwn(member)}
      onChangeRole={onChangeRole}
      onSwitchStatus={onSwitchStatus}
      className={className}
    />
  );

  return (
    <>
      <WideListTable t={t} columns={COLUMNS}>
        {members.map((member) => (
          <WideListRow
            key={member.id}
            name={<MemberName member={member} isOwn={isOwn(member)} />}
            actions={actions(member, 'justify-end')}
          >
            <td className="whitespace-nowrap py-3 pr-4 text-slate-900">{t(`roles.${member.role}`)}</td>
            <td className="py-3 pr-4">
              <MemberStatus member={member} />
            </td>
            <td className="whitespace-nowrap py-3 pr-4 text-slate-700">
              <LastSignIn member={member} />
            </td>
            <td className="whitespace-nowrap py-3 pr-4">
              <TwoFactorBadge member={member} />
            </td>
          </WideListRow>
        ))}
      </WideListTable>

      <ul className="flex flex-col gap-3 md:hidden">
        {members.map((member) => (
          <li key={member.id} className="rounded-xl p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                <MemberName member={member} isOwn={isOwn(member)} />
              </div>
              <MemberStatus member={member} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">{t('list.columns.role')}</dt>
                <dd className="text-slate-900">{t(`roles.${member.role}`)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('list.columns.twoFactor')}</dt>
                <dd>
                  <TwoFactorBadge member={member} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">{t('list.columns.lastSignIn')}</dt>
                <dd className="text-slate-900">
                  <LastSignIn member={member} />
                </dd>
              </div>
            </dl>
            {actions(member, 'mt-4')}
          </li>
        ))}
      </ul>
    </>
  );
}

function MemberName({ member, isOwn }: { member: TeamMember; isOwn: boolean }) {
  const t = useT(ADMIN_TEAM_NS);
  return (
    <>
      <span className="block font-semibold text-slate-900 wrap-anywhere">
        {member.name}
        {isOwn && <span className="ml-2 text-xs font-medium text-slate-600">({t('list.you')})</span>}
      </span>
      <span className="block break-all text-slate-600">{member.email}</span>
    </>
  );
}

function MemberStatus({ member }: { member: TeamMember }) {
  const t = useT(ADMIN_TEAM_NS);
  const format = useFormat();
  return (
    <div>
      <Badge tone={STATUS_TONES[member.status]}>{t(`statuses.${member.status}`)}</Badge>
      {member.status === 'invited' && (
        <p className="mt-1 text-xs text-slate-600">
          {member.invitationExpiresAt
            ? t('list.invitationUntil', { date: format.dateTime(member.invitationExpiresAt) })
            : t('list.invitationExpired')}
        </p>
      )}
    </div>
  );
}

function LastSignIn({ member }: { member: TeamMember }) {
  const t = useT(ADMIN_TEAM_NS);
  const format = useFormat();
  return member.lastSignInAt ? (
    <time dateTime={member.lastSignInAt}>{format.dateTime(member.lastSignInAt)}</time>
  ) : (
    t('list.never')
  );
}

function TwoFactorBadge({ member }: { member: TeamMember }) {
  const t = useT(ADMIN_TEAM_NS);
  return (
    <Badge tone={member.twoFactorEnabled ? 'success' : 'neutral'}>
      {t(member.twoFactorEnabled ? 'list.twoFactorOn' : 'list.twoFactorOff')}
    </Badge>
  );
}

function RowActions({
  member,
  isOwn,
  onChangeRole,
  onSwitchStatus,
  className = '',
}: {
  member: TeamMember;
  isOwn: boolean;
  onChangeRole: (member: TeamMember) => void;
  onSwitchStatus: (member: TeamMember) => void;
  className?: string | undefined;
}) {
  const t = useT(ADMIN_TEAM_NS);
  const resend = useResendInvitation();
  if (isOwn) return <p className={`text-xs text-slate-600 ${className}`}>{t('list.ownRow')}</p>;
  const deactivated = member.status === 'deactivated';
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {member.status === 'invited' && (
        <Button
          variant="secondary"
          size="sm"
          isLoading={resend.isPending}
          aria-label={t('actions.resendLabel', { name: member.name })}
          onClick={() => resend.mutate(member.id)}
        >
          {t('actions.resend')}
        </Button>
      )}
      {!deactivated && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('actions.changeRoleLabel', { name: member.name })}
          onClick={() => onChangeRole(member)}
        >
          {t('actions.changeRole')}
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-label={t(deactivated ? 'actions.reactivateLabel' : 'actions.deactivateLabel', {
          name: member.name,
        })}
        onClick={() => onSwitchStatus(member)}
      >
        {t(deactivated ? 'actions.reactivate' : 'actions.deactivate')}
      </Button>
    </div>
  );
}
