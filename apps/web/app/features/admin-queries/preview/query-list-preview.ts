import { type AdminQuery, PAGE_SIZE, QUERY_STATUSES, QUERY_TYPES, type SiteLanguage } from '@levera/domain';
import * as enBackOffice from '../../../../locales/en/back-office.json';
import * as en from '../../../../locales/en/admin-queries.json';
import * as enQuery from '../../../../locales/en/query.json';
import * as svBackOffice from '../../../../locales/sv/back-office.json';
import * as sv from '../../../../locales/sv/admin-queries.json';
import * as svQuery from '../../../../locales/sv/query.json';
import { QUERY_STATUS_TONES } from '../../../entities/query/query-status-tones.ts';
import { formatDateTime } from '../../../lib/formatters.ts';
import { showEarlyPreview } from '../../../lib/early-preview.ts';
import { fixedT, registerCatalog, type TFunction } from '../../../lib/translate.ts';
import { BADGE_CLASS, BADGE_TONES, type BadgeTone } from '../../../ui/badge-tones.ts';
import {
  QUERY_BADGES_CLASS,
  QUERY_SENDER_CLASS,
  queryCardClass,
  querySenderName,
  querySubjectClass,
  querySubjectText,
} from '../components/query-card-look.ts';

// The SPA shell's picture of Admin Queries' first page (decision 052): painted from the shell's early
// answer (decision 048) while the app's scripts load and run, and ended by the screen once its list
// is rendered. Compiled into the shell's inline script, so no React, and only the texts it shows: each
// is picked from the catalogues at build time (the whole catalogues would double the script). Rows
// hold what customers typed, so everything is written with textContent, never as HTML.

// The texts the picture shows, under the keys the card uses (one namespace, for one `t`). Spelt out
// per language: a catalogue passed as a whole would bring all of it into the script.
const NS = 'admin-queries-preview';
registerCatalog(NS, {
  en: {
    title: en.title,
    intro: en.intro,
    newBadge: en.newBadge,
    types: en.types,
    subjects: en.subjects,
    receivedAt: en.receivedAt,
    from: en.from,
    email: en.email,
    status: enQuery.status,
    areaTitle: enBackOffice.admin.areaTitle,
  },
  sv: {
    title: sv.title,
    intro: sv.intro,
    newBadge: sv.newBadge,
    types: sv.types,
    subjects: sv.subjects,
    receivedAt: sv.receivedAt,
    from: sv.from,
    email: sv.email,
    status: svQuery.status,
    areaTitle: svBackOffice.admin.areaTitle,
  },
});

type Row = Pick<
  AdminQuery,
  'caseNumber' | 'type' | 'firstName' | 'lastName' | 'email' | 'subject' | 'status' | 'isRead' | 'createdAt'
>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isNameOrNull = (value: unknown) => value === null || isText(value);

/** A row the picture can show: every field it writes, of the right kind (the answer is not validated). */
function isRow(value: unknown): value is Row {
  if (value === null || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return (
    [row.caseNumber, row.email, row.subject, row.createdAt].every(isText) &&
    isNameOrNull(row.firstName) &&
    isNameOrNull(row.lastName) &&
    typeof row.isRead === 'boolean' &&
    (QUERY_TYPES as readonly unknown[]).includes(row.type) &&
    (QUERY_STATUSES as readonly unknown[]).includes(row.status)
  );
}

/** The rows of a list answer (`{ data: [...] }`), at most a page's maximum; none if any is malformed. */
function rowsOf(answer: unknown): Row[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || !data.every(isRow)) return [];
  return data.slice(0, PAGE_SIZE.max);
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const badge = (tone: BadgeTone, text: string) => element('span', `${BADGE_CLASS} ${BADGE_TONES[tone]}`, text);

/** "Label: value", as the card's description list writes it. */
function labelled(label: string, value: HTMLElement): HTMLElement {
  const pair = element('span', 'flex min-w-0 gap-1');
  pair.append(element('span', 'text-slate-600', `${label}:`), value);
  return pair;
}

function previewRow(row: Row, t: TFunction, language: SiteLanguage): HTMLElement {
  const card = element('article', queryCardClass(row));
  card.dataset.testid = 'query-preview-row';

  const badges = element('div', QUERY_BADGES_CLASS);
  if (!row.isRead) badges.append(badge('new', t('newBadge')));
  badges.append(
    badge('neutral', t(`types.${row.type}`)),
    badge(QUERY_STATUS_TONES[row.status], t(`status.${row.status}`)),
  );
  const stamp = element('span', 'ml-auto text-xs text-slate-600');
  stamp.append(
    element('span', 'font-mono', row.caseNumber),
    ` · ${t('receivedAt', { date: formatDateTime(row.createdAt, language) })}`,
  );
  badges.append(stamp);

  const sender = element('div', QUERY_SENDER_CLASS);
  const name = querySenderName(row);
  if (name)
    sender.append(
      labelled(t('from'), element('span', 'min-w-0 font-medium text-slate-900 wrap-anywhere', name)),
    );
  sender.append(labelled(t('email'), element('span', 'min-w-0 break-all text-brand-700', row.email)));

  card.append(badges, element('p', querySubjectClass(row), querySubjectText(row, t)), sender);
  const item = element('li', '');
  item.append(card);
  return item;
}

/**
 * The picture of a list answer in `language`: the back-office's top bar, the screen's title and one
 * row per query; null when the answer has no rows it can show (the app shows its empty state).
 */
export function renderQueryListPreview(answer: unknown, language: SiteLanguage): HTMLElement | null {
  const rows = rowsOf(answer);
  if (rows.length === 0) return null;
  const t = fixedT(language, NS);
  const picture = element('div', 'fixed inset-0 z-50 overflow-hidden bg-slate-50');
  picture.lang = language;

  const bar = element('div', 'border-b border-slate-200 bg-white');
  // As tall as the header's row: its py-3 around the menu button (40 px), from xl the small buttons (34 px).
  const barInner = element('div', 'mx-auto flex h-16 max-w-7xl items-center px-4 xl:h-14.5');
  barInner.append(element('span', 'text-lg font-bold text-brand-700', t('areaTitle')));
  bar.append(barInner);

  const main = element('div', 'mx-auto w-full max-w-7xl px-4 py-6');
  const list = element('ul', 'mt-5 flex flex-col gap-3');
  list.append(...rows.map((row) => previewRow(row, t, language)));
  main.append(
    element('p', 'text-2xl font-bold text-slate-900', t('title')),
    element('p', 'mt-1 text-sm text-slate-600', t('intro')),
    list,
  );
  picture.append(bar, main);
  return picture;
}

/**
 * Paints the picture of the early answer for the page at `pathname`, when it is a JSON answer with
 * rows (not a 401, an error or anything else: the app handles those). The answer's body is read from
 * a copy taken at once, before the app can read the original.
 */
export function previewQueryList(answer: Promise<Response>, language: SiteLanguage, pathname: string): void {
  // A page's first Intl formatter loads the locale's data (tens of milliseconds on a busy machine):
  // built while the answer is on its way, it is ready when the rows are written.
  setTimeout(() => formatDateTime(new Date(), language), 0);
  answer
    .then((response) => {
      const isJson = response.headers.get('content-type')?.includes('application/json');
      if (!response.ok || !isJson) return;
      return response
        .clone()
        .json()
        .then((body: unknown) => showEarlyPreview(() => renderQueryListPreview(body, language), pathname));
    })
    .catch(() => undefined);
}
