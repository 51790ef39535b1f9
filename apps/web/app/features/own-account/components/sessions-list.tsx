import type { OwnSession } from '@levera/domain';
import { useId } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { AreaRole } from '../../../lib/paths.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { useEndOtherSessions, useEndSession, useOwnSessions } from '../api/own-account-api.ts';
import { OWN_ACCOUNT_NS } from '../catalog.ts';

/** 'Chrome on Android', 'Firefox', or 'Unknown browser' (a script, a browser that names none). */
function useBrowserName(): (session: OwnSession) => string {
  const t = useT(OWN_ACCOUNT_NS);
  return (session) => {
    const browser = session.browser ?? session.system;
    if (!browser) return t('sessions.unknownBrowser');
    return session.browser && session.system
      ? t('sessions.browserOn', { browser: session.browser, system: session.system })
      : browser;
  };
}

/**
 * "Where you are signed in" (issue 33 §3): every live session of the account, this device first and
 * marked, each other with its own "Sign out", and "Sign out everywhere else" while there are others.
 */
export function SessionsList({ area }: { area: AreaRole }) {
  const t = useT(OWN_ACCOUNT_NS);
  const headingId = useId();
  const sessions = useOwnSessions(area);
  const endOthers = useEndOtherSessions(area);
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('sessions.heading')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('sessions.intro')}</p>
        </div>
        {others.length > 0 && (
          <Button
            variant="secondary"
            className="shrink-0 self-start"
            isLoading={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            {t('sessions.signOutEverywhereElse')}
          </Button>
        )}
      </div>
      <div className="mt-4">
        {sessions.isPending ? (
          <Loader />
        ) : sessions.isError ? (
          <ErrorState
            message={
              sessions.error instanceof ApiError && sessions.error.status
                ? sessions.error.message
                : t('sessions.loadFailed')
            }
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-slate-200">
              {sessions.data.sessions.map((session) => (
                <SessionItem key={session.id} area={area} session={session} />
              ))}
            </ul>
            {others.length === 0 && (
              <p className="mt-3 text-sm text-slate-600">{t('sessions.onlyThisDevice')}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function SessionItem({ area, session }: { area: AreaRole; session: OwnSession }) {
  const t = useT(OWN_ACCOUNT_NS);
  const format = useFormat();
  const browserName = useBrowserName();
  const end = useEndSession(area);
  const name = browserName(session);
  const started = format.dateTime(session.startedAt);

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="wrap-anywhere">{name}</span>
          {session.current && <Badge tone="success">{t('sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          {t('sessions.started', { date: started })}
          {session.lastUsedAt && (
            <>
              <span aria-hidden="true" className="hidden sm:inline">
                {' · '}
              </span>
              <span className="block sm:inline">
                {t('sessions.lastUsed', { date: format.dateTime(session.lastUsedAt) })}
              </span>
            </>
          )}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          aria-label={t('sessions.signOutLabel', { browser: name, date: started })}
          isLoading={end.isPending}
          onClick={() => end.mutate(session.id)}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
