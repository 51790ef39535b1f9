import {
  type AdminQuery,
  PAGE_SIZE,
  QUERY_SORTS,
  QUERY_STATUSES,
  QUERY_TYPES,
  type QueryListAnswer,
  type SiteLanguage,
} from '@levera/domain';
import * as enBackOffice from '../../../../locales/en/back-office.json';
import * as en from '../../../../locales/en/admin-queries.json';
import * as enQuery from '../../../../locales/en/query.json';
import * as svBackOffice from '../../../../locales/sv/back-office.json';
import * as sv from '../../../../locales/sv/admin-queries.json';
import * as svQuery from '../../../../locales/sv/query.json';
import { QUERY_CASE_NUMBER_CLASS, QUERY_STAMP_CLASS } from '../../../entities/query/query-case-stamp-look.ts';
import { QUERY_STATUS_TONES } from '../../../entities/query/query-status-tones.ts';
import { formatCount, formatDateTime } from '../../../lib/formatters.ts';
import { showEarlyPreview } from '../../../lib/early-preview.ts';
import { fixedT, registerCatalog, type TFunction } from '../../../lib/translate.ts';
import { readListSort } from '../../../lib/use-list-sort.ts';
import { BADGE_CLASS, BADGE_TONES, type BadgeTone } from '../../../ui/badge-tones.ts';
import {
  BULK_BAR_CLASS,
  BULK_PAGE_LABEL_CLASS,
  SELECT_CHECKBOX_CLASS,
} from '../../../ui/bulk-action-bar-look.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { FIELD_FRAME_CLASS, FIELD_LABEL_CLASS, fieldControlClass } from '../../../ui/field-look.ts';
import {
  SORT_GROUP_CLASS,
  SORT_LABEL_CLASS,
  sortArrow,
  sortButtonClass,
} from '../../../ui/sort-buttons-look.ts';
import { readQueryFilters } from '../api/query-list-request.ts';
import type { QueryTab } from '../api/query-types.ts';
import {
  BULK_BAR_SLOT_CLASS,
  FILTERS_CLASS,
  INTRO_CLASS,
  LIST_CLASS,
  RESULT_COUNT_CLASS,
  SCREEN_CLASS,
  SEARCH_CLASS,
  STATUS_FILTER_CLASS,
  TAB_CLASS,
  TAB_LIST_CLASS,
  TAB_PANEL_CLASS,
  TITLE_CLASS,
  TOOLS_CLASS,
} from '../components/queries-screen-look.ts';
import {
  QUERY_BADGES_CLASS,
  QUERY_SENDER_CLASS,
  QUERY_SENDER_LABEL_CLASS,
  QUERY_SENDER_NAME_CLASS,
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
// Above the rows it draws the screen's filters, sort buttons, tabs and bar as disabled controls, with
// the screen's own classes and words (the *-look modules), so each row stands where the app's card
// will: the list does not jump when the app takes over.

// The texts the picture shows, under the keys the card uses (one namespace, for one `t`). Spelt out
// per language: a catalogue passed as a whole would bring all of it into the script.
const NS = 'admin-queries-preview';
registerCatalog(NS, {
  en: {
    title: en.title,
    intro: en.intro,
    search: en.search,
    statusFilter: en.statusFilter,
    sortColumns: en.sortColumns,
    tabs: en.tabs,
    tabWithCount: en.tabWithCount,
    tabWithCountAbout: en.tabWithCountAbout,
    resultCount_one: en.resultCount_one,
    resultCount_other: en.resultCount_other,
    resultCountAbout_one: en.resultCountAbout_one,
    resultCountAbout_other: en.resultCountAbout_other,
    sortLabel: enBackOffice.sort.label,
    exportButton: enBackOffice.listExport.button,
    selectPage: enBackOffice.bulk.selectPage,
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
    search: sv.search,
    statusFilter: sv.statusFilter,
    sortColumns: sv.sortColumns,
    tabs: sv.tabs,
    tabWithCount: sv.tabWithCount,
    tabWithCountAbout: sv.tabWithCountAbout,
    resultCount_one: sv.resultCount_one,
    resultCount_other: sv.resultCount_other,
    resultCountAbout_one: sv.resultCountAbout_one,
    resultCountAbout_other: sv.resultCountAbout_other,
    sortLabel: svBackOffice.sort.label,
    exportButton: svBackOffice.listExport.button,
    selectPage: svBackOffice.bulk.selectPage,
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
  pair.append(element('span', QUERY_SENDER_LABEL_CLASS, `${label}:`), value);
  return pair;
}

/** A disabled copy of one of the screen's controls: drawn in its place, it can neither be used nor focused. */
function disabled<E extends HTMLInputElement | HTMLSelectElement | HTMLButtonElement>(node: E): E {
  node.disabled = true;
  node.tabIndex = -1;
  return node;
}

function checkbox(): HTMLInputElement {
  const box = disabled(element('input', SELECT_CHECKBOX_CLASS) as HTMLInputElement);
  box.type = 'checkbox';
  return box;
}

function previewRow(row: Row, t: TFunction, language: SiteLanguage): HTMLElement {
  const card = element('article', queryCardClass(row));
  card.dataset.testid = 'query-preview-row';

  const badges = element('div', QUERY_BADGES_CLASS);
  badges.append(checkbox());
  if (!row.isRead) badges.append(badge('new', t('newBadge')));
  badges.append(
    badge('neutral', t(`types.${row.type}`)),
    badge(QUERY_STATUS_TONES[row.status], t(`status.${row.status}`)),
  );
  const stamp = element('span', QUERY_STAMP_CLASS);
  stamp.append(
    element('span', QUERY_CASE_NUMBER_CLASS, row.caseNumber),
    ` · ${t('receivedAt', { date: formatDateTime(row.createdAt, language) })}`,
  );
  badges.append(stamp);

  const sender = element('div', QUERY_SENDER_CLASS);
  const name = querySenderName(row);
  if (name) sender.append(labelled(t('from'), element('span', QUERY_SENDER_NAME_CLASS, name)));
  sender.append(labelled(t('email'), element('span', 'min-w-0 break-all text-brand-700', row.email)));

  card.append(badges, element('p', querySubjectClass(row), querySubjectText(row, t)), sender);
  const item = element('li', '');
  item.append(card);
  return item;
}

/** A field of the screen: its label over a disabled control. */
function field(className: string, label: string, control: HTMLElement): HTMLElement {
  const frame = element('div', FIELD_FRAME_CLASS);
  frame.append(element('span', FIELD_LABEL_CLASS, label), control);
  const slot = element('div', className);
  slot.append(frame);
  return slot;
}

/** The search and status filter, the sort buttons and export, as the address sets them. */
function controls(search: URLSearchParams, t: TFunction): HTMLElement[] {
  const filters = readQueryFilters(search);
  const input = disabled(element('input', fieldControlClass(false)) as HTMLInputElement);
  input.placeholder = t('search.placeholder');
  input.value = filters.q;
  const select = disabled(element('select', fieldControlClass(false)) as HTMLSelectElement);
  select.append(
    element('option', '', filters.status ? t(`status.${filters.status}`) : t('statusFilter.all')),
  );
  const row = element('div', FILTERS_CLASS);
  row.append(
    field(SEARCH_CLASS, t('search.label'), input),
    field(STATUS_FILTER_CLASS, t('statusFilter.label'), select),
  );

  const { sort, order } = readListSort(search, QUERY_SORTS);
  const sorts = element('div', SORT_GROUP_CLASS);
  sorts.append(element('span', SORT_LABEL_CLASS, t('sortLabel')));
  for (const column of QUERY_SORTS) {
    const button = disabled(element('button', sortButtonClass(column === sort)) as HTMLButtonElement);
    button.append(t(`sortColumns.${column}`));
    if (column === sort) button.append(element('span', '', sortArrow(order)));
    sorts.append(button);
  }
  const tools = element('div', TOOLS_CLASS);
  tools.append(
    sorts,
    disabled(element('button', buttonClasses('secondary', 'sm'), t('exportButton')) as HTMLButtonElement),
  );
  return [row, tools];
}

const TABS: QueryTab[] = ['all', ...QUERY_TYPES];
const isCount = (value: unknown): value is number => typeof value === 'number' && value >= 0;

/** The tabs, with their counts when the answer has them, and the chosen tab's panel around the list. */
function tabs(
  answer: Partial<QueryListAnswer>,
  search: URLSearchParams,
  t: TFunction,
  language: SiteLanguage,
  list: HTMLElement,
) {
  const chosen = readQueryFilters(search).tab;
  const tabList = element('div', TAB_LIST_CLASS);
  for (const tab of TABS) {
    const count = answer.counts?.[tab];
    const label = !isCount(count)
      ? t(`tabs.${tab}`)
      : answer.countsAreEstimates?.[tab]
        ? t('tabWithCountAbout', { label: t(`tabs.${tab}`), formatted: formatCount(count, language) })
        : t('tabWithCount', { label: t(`tabs.${tab}`), count });
    const button = disabled(element('button', TAB_CLASS, label) as HTMLButtonElement);
    if (tab === chosen) button.dataset.state = 'active';
    tabList.append(button);
  }

  const panel = element('div', TAB_PANEL_CLASS);
  const total = isCount(answer.total) ? answer.total : 0;
  panel.append(
    element(
      'p',
      RESULT_COUNT_CLASS,
      answer.totalIsEstimate
        ? t('resultCountAbout', { count: total, formatted: formatCount(total, language) })
        : t('resultCount', { count: total }),
    ),
  );
  const bar = element('div', BULK_BAR_CLASS);
  const selectPage = element('span', BULK_PAGE_LABEL_CLASS);
  selectPage.append(checkbox(), t('selectPage'));
  bar.append(selectPage);
  const barSlot = element('div', BULK_BAR_SLOT_CLASS);
  barSlot.append(bar);
  panel.append(barSlot, list);
  const root = element('div', '');
  root.append(tabList, panel);
  return root;
}

/**
 * The picture of a list answer in `language` for the address's `search`: the back-office's top bar,
 * the screen's title, filters, sort buttons and tabs, and one row per query; null when the answer has
 * no rows it can show (the app shows its empty state).
 */
export function renderQueryListPreview(
  answer: unknown,
  language: SiteLanguage,
  search: URLSearchParams = new URLSearchParams(),
): HTMLElement | null {
  const rows = rowsOf(answer);
  if (rows.length === 0) return null;
  const t = fixedT(language, NS);
  const picture = element('div', 'fixed inset-0 z-50 overflow-hidden bg-slate-50');
  picture.lang = language;

  const bar = element('div', 'border-b border-slate-200 bg-white');
  // As tall as the header's row: its py-3 around the menu button (40 px), from xl around the account
  // menu's initial (40 px too since issue 33; the 34 px Log out button it replaced made it 58 px).
  const barInner = element('div', 'mx-auto flex h-16 max-w-7xl items-center px-4');
  barInner.append(element('span', 'text-lg font-bold text-brand-700', t('areaTitle')));
  bar.append(barInner);

  const list = element('ul', LIST_CLASS);
  list.append(...rows.map((row) => previewRow(row, t, language)));
  const heading = element('div', '');
  heading.append(element('p', TITLE_CLASS, t('title')), element('p', INTRO_CLASS, t('intro')));
  const screen = element('div', SCREEN_CLASS);
  screen.append(
    heading,
    ...controls(search, t),
    tabs(answer as Partial<QueryListAnswer>, search, t, language, list),
  );
  const main = element('div', 'mx-auto w-full max-w-7xl px-4 py-6');
  main.append(screen);
  picture.append(bar, main);
  return picture;
}

/**
 * Paints the picture of the early answer for the page at `page` (its path and its filters), when it is
 * a JSON answer with rows (not a 401, an error or anything else: the app handles those), and calls
 * `settled` once it is painted or will not be. The answer's body is read from a copy taken at once,
 * before the app can read the original.
 */
export function previewQueryList(
  answer: Promise<Response>,
  language: SiteLanguage,
  page: { pathname: string; search: string },
  settled: () => void = () => undefined,
): void {
  // A page's first Intl formatter loads the locale's data (tens of milliseconds on a busy machine):
  // built now, while the answer is on its way, it is ready when the rows are written.
  formatDateTime(new Date(), language);
  const search = new URLSearchParams(page.search);
  answer
    .then((response) => {
      const isJson = response.headers.get('content-type')?.includes('application/json');
      if (!response.ok || !isJson) return settled();
      return response
        .clone()
        .json()
        .then((body: unknown) =>
          showEarlyPreview(() => renderQueryListPreview(body, language, search), page.pathname, settled),
        );
    })
    .catch(settled);
}
