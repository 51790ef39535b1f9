import {
  type ErasureSummary,
  PERSON_SEARCH_MAX_LENGTH,
  type PersonApplication,
  type PersonQuery,
  type PersonSubjectsAnswer,
  type PersonUpdateRequest,
  type PersonVendorAccount,
} from '@levera/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AUDIT_NS } from '../../../entities/audit/catalog.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { notify } from '../../../lib/toast.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { EmptyState, ErrorState } from '../../../ui/states.tsx';
import { downloadPersonalData, usePersonSubjects } from '../api/privacy-api.ts';
import { ADMIN_PRIVACY_NS } from '../catalog.ts';
import { ErasureDialog } from './erasure-dialog.tsx';
import { ScreenHeader } from '../../../ui/screen-header.tsx';

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  applied: 'success',
  dismissed: 'neutral',
  rejected: 'danger',
  inactive: 'neutral',
  created: 'info',
  inProgress: 'warning',
  resolved: 'success',
  closed: 'neutral',
  active: 'success',
  suspended: 'danger',
};

/**
 * Admin "Personal data" (issue 32, DESIGN.md §10, decision 059): find one person by an exact e-mail
 * address, phone number, personnummer or case number, see what is stored about them grouped, export
 * it as JSON, or erase it with a reason. The search stays in this screen, not in the address.
 */
export function PersonalDataScreen() {
  const t = useT(ADMIN_PRIVACY_NS);
  const message = useMessage();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [blankError, setBlankError] = useState<string | undefined>();
  const [summary, setSummary] = useState<ErasureSummary | null>(null);
  const subjects = usePersonSubjects(q);
  const fieldError =
    blankError ?? (subjects.error instanceof ApiError ? subjects.error.fields?.q : undefined);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setSummary(null);
    if (!value) {
      setBlankError(message('personSearchRequired'));
      return;
    }
    setBlankError(undefined);
    if (value === q) void subjects.refetch();
    else setQ(value);
  };

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('title')} intro={t('intro')} isIntroSmall />

      <search
        aria-label={t('search.region')}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <form noValidate onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('search.label')}
              hint={t('search.hint')}
              error={fieldError}
              type="search"
              autoComplete="off"
              spellCheck={false}
              maxLength={PERSON_SEARCH_MAX_LENGTH}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" className="sm:mt-6" isLoading={subjects.isFetching}>
            {subjects.isFetching ? t('search.searching') : t('search.submit')}
          </Button>
        </form>
      </search>

      {summary ? (
        <SummaryPanel
          summary={summary}
          onNewSearch={() => {
            setSummary(null);
            setTyped('');
            setQ('');
          }}
        />
      ) : (
        q !== '' &&
        !fieldError && (
          <Results
            q={q}
            state={subjects}
            onErased={(done) => {
              setSummary(done);
            }}
          />
        )
      )}
    </div>
  );
}

function Results({
  q,
  state,
  onErased,
}: {
  q: string;
  state: ReturnType<typeof usePersonSubjects>;
  onErased: (summary: ErasureSummary) => void;
}) {
  const t = useT(ADMIN_PRIVACY_NS);
  const headingId = useId();
  const [isExporting, setIsExporting] = useState(false);
  const [isErasing, setIsErasing] = useState(false);

  if (state.isPending) return <Loader />;
  if (state.isError) {
    const known = state.error instanceof ApiError && state.error.status !== null;
    return (
      <ErrorState
        message={known ? state.error.message : t('results.loadFailed')}
        onRetry={() => void state.refetch()}
      />
    );
  }
  const found = state.data;
  const total =
    found.applications.length +
    found.updateRequests.length +
    found.queries.length +
    found.vendorAccounts.length;
  if (total === 0) return <EmptyState title={t('results.empty')} text={t('results.emptyText')} />;

  const runExport = async () => {
    setIsExporting(true);
    try {
      await downloadPersonalData(q);
    } catch (error) {
      notify.error(error instanceof ApiError && error.status ? error.message : t('actions.exportFailed'));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {t('results.heading')}
          </h2>
          <p className="text-sm text-slate-600">
            {t('results.searchedAs', { kinds: searchedAsText(found, t) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" isLoading={isExporting} onClick={() => void runExport()}>
            {isExporting ? t('actions.exporting') : t('actions.export')}
          </Button>
          <Button variant="danger" onClick={() => setIsErasing(true)}>
            {t('actions.erase')}
          </Button>
        </div>
      </div>

      <Group title={t('results.applications')} count={found.applications.length}>
        {found.applications.map((row) => (
          <ApplicationItem key={row.id} row={row} />
        ))}
      </Group>
      {found.updateRequests.length > 0 && (
        <Group title={t('results.updateRequests')} count={found.updateRequests.length}>
          {found.updateRequests.map((row) => (
            <UpdateRequestItem key={row.id} row={row} />
          ))}
        </Group>
      )}
      <Group title={t('results.queries')} count={found.queries.length}>
        {found.queries.map((row) => (
          <QueryItem key={row.id} row={row} />
        ))}
      </Group>
      <Group title={t('results.vendorAccounts')} count={found.vendorAccounts.length}>
        {found.vendorAccounts.map((row) => (
          <VendorAccountItem key={row.id} row={row} />
        ))}
      </Group>

      <ErasureDialog
        open={isErasing}
        q={q}
        onClose={() => setIsErasing(false)}
        onErased={(summary) => {
          setIsErasing(false);
          onErased(summary);
        }}
      />
    </section>
  );
}

/** "e-mail address", or "personnummer or phone number" for ten digits that can be either. */
function searchedAsText(found: PersonSubjectsAnswer, t: ReturnType<typeof useT>): string {
  const kinds = found.searchedAs.map((kind) => t(`results.kinds.${kind}`));
  return kinds.length === 2 ? t('results.or', { first: kinds[0], second: kinds[1] }) : (kinds[0] ?? '');
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const t = useT(ADMIN_PRIVACY_NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title} ({count})
      </h3>
      {count === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('results.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}

/** One row: what it is and its case number or name, its status, then who and when (`children`). */
function Item({
  kind,
  label,
  status,
  children,
}: {
  kind: string;
  label: string;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-slate-600">{kind}</span>
        <span className="font-semibold text-slate-900 wrap-anywhere">{label}</span>
        {status}
      </p>
      {children}
    </li>
  );
}

function Line({ tone = 'text-slate-700', children }: { tone?: string; children: ReactNode }) {
  return <p className={`${tone} wrap-anywhere`}>{children}</p>;
}

function StatusOf({
  entity,
  status,
}: {
  entity: 'partnerApplication' | 'supportQuery' | 'vendor';
  status: string;
}) {
  const ta = useT(AUDIT_NS);
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{ta(`statuses.${entity}.${status}`)}</Badge>;
}

function ApplicationItem({ row }: { row: PersonApplication }) {
  const t = useT(ADMIN_PRIVACY_NS);
  return (
    <Item
      kind={t(`types.${row.type}`)}
      label={row.caseNumber}
      status={<StatusOf entity="partnerApplication" status={row.status} />}
    >
      <ApplicantLines row={row} />
    </Item>
  );
}

/** A repeat application kept as an update request (decision 063); it goes with its application too. */
function UpdateRequestItem({ row }: { row: PersonUpdateRequest }) {
  const t = useT(ADMIN_PRIVACY_NS);
  return (
    <Item
      kind={t('types.updateRequest')}
      label={row.caseNumber}
      status={
        <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>{t(`updateRequestStatuses.${row.status}`)}</Badge>
      }
    >
      <ApplicantLines row={row}>
        <Line>{t('results.updates', { caseNumber: row.applicationCaseNumber })}</Line>
      </ApplicantLines>
    </Item>
  );
}

/**
 * An application's or update request's applicant: name and e-mail, then `children`, then the
 * masked personnummer and when it came.
 */
function ApplicantLines({
  row,
  children,
}: {
  row: PersonApplication | PersonUpdateRequest;
  children?: ReactNode;
}) {
  const t = useT(ADMIN_PRIVACY_NS);
  const format = useFormat();
  return (
    <>
      <Line>
        {row.name} · {row.email}
      </Line>
      {children}
      <Line>
        {row.nationalIdMasked && `${t('results.personnummer', { value: row.nationalIdMasked })} · `}
        {t('results.received', { date: format.dateTime(row.createdAt) })}
      </Line>
    </>
  );
}

function QueryItem({ row }: { row: PersonQuery }) {
  const t = useT(ADMIN_PRIVACY_NS);
  const format = useFormat();
  return (
    <Item
      kind={t(row.isVendorQuery ? 'types.vendorQuery' : `types.${row.type}`)}
      label={row.caseNumber}
      status={<StatusOf entity="supportQuery" status={row.status} />}
    >
      <Line>{[row.name, row.email].filter(Boolean).join(' · ')}</Line>
      <Line>{t('results.received', { date: format.dateTime(row.createdAt) })}</Line>
      {row.isVendorQuery && <Line tone="text-slate-600">{t('results.staysWithAccount')}</Line>}
    </Item>
  );
}

function VendorAccountItem({ row }: { row: PersonVendorAccount }) {
  const t = useT(ADMIN_PRIVACY_NS);
  const format = useFormat();
  return (
    <Item
      kind={row.email}
      label={row.vendorName}
      status={
        <>
          <StatusOf entity="vendor" status={row.status} />
          {row.archived && <Badge tone="neutral">{t('results.archived')}</Badge>}
        </>
      }
    >
      <Line>{t('results.created', { date: format.dateTime(row.createdAt) })}</Line>
      {!row.archived && <Line tone="font-medium text-amber-900">{t('results.inUse')}</Line>}
    </Item>
  );
}

/** What the erasure did: counts, the case numbers the audit trail keeps, the confirmation e-mail. */
function SummaryPanel({ summary, onNewSearch }: { summary: ErasureSummary; onNewSearch: () => void }) {
  const t = useT(ADMIN_PRIVACY_NS);
  const headingId = useId();
  // The dialog that led here has closed: the focus goes to what it did, which a screen reader reads.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const counts = (
    ['applications', 'updateRequests', 'queries', 'vendorAccounts', 'emails', 'auditEntries'] as const
  )
    // Update requests only when there were some: most people have none (decision 063).
    .filter((key) => key !== 'updateRequests' || summary[key] > 0)
    .map((key) => t(`summary.${key}`, { count: summary[key] }));
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-green-200"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {t('summary.heading')}
      </h2>
      <ul className="list-disc pl-5 text-sm text-slate-800">
        {counts.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {summary.caseNumbers.length > 0 && (
        <p className="text-sm text-slate-800 wrap-anywhere">
          {t('summary.caseNumbers', { list: summary.caseNumbers.join(', ') })}
        </p>
      )}
      {summary.confirmationEmails > 0 && (
        <p className="text-sm text-slate-800">
          {t('summary.confirmation', { count: summary.confirmationEmails })}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={onNewSearch}>
          {t('summary.newSearch')}
        </Button>
      </div>
    </section>
  );
}
