import type { SignInBlock } from '@levera/domain';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { useLiftSignInBlock, useSignInBlocks } from '../api/team-api.ts';
import { ADMIN_TEAM_NS } from '../catalog.ts';
import { PanelSection } from '../../../ui/panel-section.tsx';

/**
 * The current sign-in blocks (issue 33 §6): whose sign-in, from which address, until when, each with
 * "Lift". A shared office address locks every colleague out; the owner lets them back in.
 */
export function SignInBlocks() {
  const t = useT(ADMIN_TEAM_NS);
  const blocks = useSignInBlocks();
  return (
    <PanelSection heading={t('blocks.title')}>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('blocks.intro')}</p>
      <div className="mt-4">
        {blocks.isPending ? (
          <Loader />
        ) : blocks.isError ? (
          <ErrorState message={t('blocks.loadFailed')} onRetry={() => void blocks.refetch()} />
        ) : blocks.data.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('blocks.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {blocks.data.data.map((block) => (
              <BlockRow key={block.id} block={block} />
            ))}
          </ul>
        )}
      </div>
    </PanelSection>
  );
}

function BlockRow({ block }: { block: SignInBlock }) {
  const t = useT(ADMIN_TEAM_NS);
  const format = useFormat();
  const lift = useLiftSignInBlock();
  const who = block.email ?? t('blocks.address');
  return (
    <li className="flex flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 wrap-anywhere">
          {who}
          {block.accountRole && (
            <span className="font-normal text-slate-600">
              {' '}
              · {t(`blocks.accountRoles.${block.accountRole}`)}
            </span>
          )}
        </p>
        <p className="text-slate-600 wrap-anywhere">
          {block.ipAddress === null
            ? t('blocks.twoFactorCodes')
            : t('blocks.from', { address: block.ipAddress })}{' '}
          · {t('blocks.failures', { count: block.failures })} ·{' '}
          {t('blocks.until', { time: format.time(block.until) })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-auto"
        isLoading={lift.isPending}
        aria-label={t('blocks.liftLabel', { who })}
        onClick={() => lift.mutate(block.id)}
      >
        {t('blocks.lift')}
      </Button>
    </li>
  );
}
