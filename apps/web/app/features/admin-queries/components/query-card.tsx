import type { ReactNode } from 'react';
import { QueryCaseStamp } from '../../../entities/query/query-case-stamp.tsx';
import { QueryStatusBadge, useQueryCategoryText } from '../../../entities/query/query-badges.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { cn } from '../../../ui/cn.ts';
import { ExpandableText } from '../../../ui/expandable-text.tsx';
import { useSwipeRight } from '../hooks/use-swipe-right.ts';
import { HistoryDisclosure } from '../../../entities/audit/history-disclosure.tsx';
import { QueryActions, type QueryHandling } from './query-actions.tsx';
import { QueryAssignee } from './query-assignee.tsx';
import { QueryConversation } from './query-conversation.tsx';
import { QueryTiming } from './query-timing.tsx';
import { type AdminQuery, CONTACT_SUBJECTS } from '@levera/domain';
import type { TFunction } from '../../../lib/translate.ts';
import { ADMIN_QUERIES_NS } from '../catalog.ts';

type Shown = Pick<AdminQuery, 'type' | 'subject' | 'firstName' | 'lastName' | 'isRead'>;

const isContactSubject = (subject: string): subject is (typeof CONTACT_SUBJECTS)[number] =>
  (CONTACT_SUBJECTS as readonly string[]).includes(subject);

/** The subject as the admin reads it: a contact form's subject in the page's words, a vendor's as sent. */
function querySubjectText(query: Shown, t: TFunction): string {
  return query.type !== 'vendor' && isContactSubject(query.subject)
    ? t(`subjects.${query.subject}`)
    : query.subject;
}

/** The sender's name ('' when the query has none). */
function querySenderName(query: Shown): string {
  return [query.firstName, query.lastName].filter(Boolean).join(' ');
}

/** The card's frame: an unread query has the brand's thick left border. */
function queryCardClass(query: Shown): string {
  return `relative rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${query.isRead ? 'border-slate-200' : 'border-brand-600 border-l-4'}`;
}

/** The subject's heading: bold until read. */
function querySubjectClass(query: Shown): string {
  return `mt-3 text-base text-slate-900 wrap-anywhere ${query.isRead ? 'font-medium' : 'font-bold'}`;
}

/** The badge line (NEW, type, status, case number and date). */
const QUERY_BADGES_CLASS = 'flex flex-wrap items-center gap-2';
/** The sender's line (name, e-mail). */
const QUERY_SENDER_CLASS = 'mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700';
/** A label of the sender's line ("From:", "Email:"). */
const QUERY_SENDER_LABEL_CLASS = 'text-slate-600';
/** The sender's name. */
const QUERY_SENDER_NAME_CLASS = 'min-w-0 font-medium text-slate-900 wrap-anywhere';

/**
 * One query: NEW until read, who sent it, the message (collapsed when long), the legal actions, and
 * for vendor queries the reply box. Swiping the card to the right marks it read (SPEC §2).
 */
export function QueryCard({ selectBox, ...handling }: QueryHandling & { selectBox?: ReactNode }) {
  const { query, isBusy, onMarkRead } = handling;
  const t = useT(ADMIN_QUERIES_NS);
  const format = useFormat();
  const categoryText = useQueryCategoryText();
  const swipe = useSwipeRight({ isEnabled: !query.isRead && !isBusy, onSwipe: () => onMarkRead(query.id) });

  const name = querySenderName(query);
  const subject = querySubjectText(query, t);
  const headingId = `query-${query.id}-subject`;

  return (
    <li className="relative overflow-hidden rounded-xl">
      {/* What a swipe does, revealed behind the card as it moves (as wide as the gap it leaves). */}
      <div
        aria-hidden="true"
        style={{ width: swipe.offset }}
        className={cn(
          'absolute inset-y-0 left-0 flex flex-col items-center justify-center gap-1 overflow-hidden rounded-l-xl px-2 text-center text-xs font-semibold text-white',
          swipe.isPastThreshold ? 'bg-brand-700' : 'bg-brand-600',
          swipe.offset === 0 && 'invisible',
        )}
      >
        <span className={cn('text-xl transition-transform', swipe.isPastThreshold && 'scale-125')}>✓</span>
        <span className="leading-tight">{swipe.isPastThreshold ? t('swipe.release') : t('swipe.hint')}</span>
      </div>
      <article
        aria-labelledby={headingId}
        data-testid="query-card"
        data-case-number={query.caseNumber}
        {...swipe.handlers}
        style={{
          transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
          touchAction: 'pan-y',
        }}
        className={cn(
          queryCardClass(query),
          swipe.isDragging ? 'cursor-grabbing select-none' : 'transition-transform duration-200',
          !query.isRead && !swipe.isDragging && 'cursor-grab',
        )}
      >
        <div className={QUERY_BADGES_CLASS}>
          {selectBox}
          {!query.isRead && (
            <Badge tone="new">
              <span aria-hidden="true">{t('newBadge')}</span>
              <span className="sr-only">{t('unreadLabel')}</span>
            </Badge>
          )}
          <Badge tone="neutral">{t(`types.${query.type}`)}</Badge>
          <QueryStatusBadge status={query.status} />
          <QueryCaseStamp
            query={query}
            sentText={t('receivedAt', { date: format.dateTime(query.createdAt) })}
          />
        </div>

        <h3 id={headingId} className={querySubjectClass(query)}>
          {subject}
          {query.category && (
            <span className="ml-2 text-sm font-normal text-slate-600">· {categoryText(query.category)}</span>
          )}
        </h3>

        <dl className={QUERY_SENDER_CLASS}>
          {name && (
            <div className="flex gap-1">
              <dt className={QUERY_SENDER_LABEL_CLASS}>{t('from')}:</dt>
              <dd className={QUERY_SENDER_NAME_CLASS}>{name}</dd>
            </div>
          )}
          <div className="flex min-w-0 gap-1">
            <dt className={QUERY_SENDER_LABEL_CLASS}>{t('email')}:</dt>
            <dd className="min-w-0 break-all">
              <a href={`mailto:${query.email}`} className="text-brand-700 underline-offset-2 hover:underline">
                {query.email}
              </a>
            </dd>
          </div>
          {query.phone && (
            <div className="flex gap-1">
              <dt className={QUERY_SENDER_LABEL_CLASS}>{t('phone')}:</dt>
              <dd>
                <a href={`tel:${query.phone}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {query.phone}
                </a>
              </dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className={QUERY_SENDER_LABEL_CLASS}>{t('language')}:</dt>
            <dd>{t(`languages.${query.language}`, { defaultValue: query.language })}</dd>
          </div>
        </dl>

        <ExpandableText
          text={query.message}
          labels={{ more: t('showMore'), less: t('showLess') }}
          className="mt-3 text-sm"
        />

        <QueryTiming query={query} />
        <QueryAssignee query={query} />

        <div className="mt-4">
          <QueryActions {...handling} />
        </div>

        <QueryConversation query={query} />

        <div className="mt-3">
          <HistoryDisclosure entity="supportQuery" entityId={query.id} version={query.updatedAt} />
        </div>
      </article>
    </li>
  );
}
