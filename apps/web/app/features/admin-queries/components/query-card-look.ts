import { type AdminQuery, CONTACT_SUBJECTS } from '@levera/domain';
import type { TFunction } from '../../../lib/translate.ts';

// What a query card shows and how it looks, without React: the card and the SPA shell's preview of
// the list (decision 052) take it from here, so the preview cannot drift from the card.

type Shown = Pick<AdminQuery, 'type' | 'subject' | 'firstName' | 'lastName' | 'isRead'>;

const isContactSubject = (subject: string): subject is (typeof CONTACT_SUBJECTS)[number] =>
  (CONTACT_SUBJECTS as readonly string[]).includes(subject);

/** The subject as the admin reads it: a contact form's subject in the page's words, a vendor's as sent. */
export function querySubjectText(query: Shown, t: TFunction): string {
  return query.type !== 'vendor' && isContactSubject(query.subject)
    ? t(`subjects.${query.subject}`)
    : query.subject;
}

/** The sender's name ('' when the query has none). */
export function querySenderName(query: Shown): string {
  return [query.firstName, query.lastName].filter(Boolean).join(' ');
}

/** The card's frame: an unread query has the brand's thick left border. */
export function queryCardClass(query: Shown): string {
  return `relative rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${query.isRead ? 'border-slate-200' : 'border-brand-600 border-l-4'}`;
}

/** The subject's heading: bold until read. */
export function querySubjectClass(query: Shown): string {
  return `mt-3 text-base text-slate-900 wrap-anywhere ${query.isRead ? 'font-medium' : 'font-bold'}`;
}

/** The badge line (NEW, type, status, case number and date). */
export const QUERY_BADGES_CLASS = 'flex flex-wrap items-center gap-2';
/** The sender's line (name, e-mail). */
export const QUERY_SENDER_CLASS = 'mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700';
/** A label of the sender's line ("From:", "Email:"). */
export const QUERY_SENDER_LABEL_CLASS = 'text-slate-600';
/** The sender's name. */
export const QUERY_SENDER_NAME_CLASS = 'min-w-0 font-medium text-slate-900 wrap-anywhere';
