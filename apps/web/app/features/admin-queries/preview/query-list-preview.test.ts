import type { AdminQuery } from '@levera/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enBackOffice from '../../../../locales/en/back-office.json';
import en from '../../../../locales/en/admin-queries.json';
import enQuery from '../../../../locales/en/query.json';
import sv from '../../../../locales/sv/admin-queries.json';
import svQuery from '../../../../locales/sv/query.json';
import { endEarlyPreview, endEarlyPreviewUnlessOf } from '../../../lib/early-preview.ts';
import { ADMIN_QUERY_ANSWER, nthAdminQuery, pageOf } from '../../../lib/test-fixtures.ts';
import { previewQueryList, renderQueryListPreview } from './query-list-preview.ts';

// The SPA shell's picture of Admin Queries' first page (decision 052): what each row says in both
// languages, that customers' text stays text, and when no picture is painted at all.

const PATH = '/sv-en/admin/queries';
const unread: AdminQuery = { ...ADMIN_QUERY_ANSWER, subject: 'complain', isRead: false };

afterEach(() => {
  document.getElementById('levera-early-preview')?.remove();
  delete (window as { __leveraEarlyPreviewEnded?: boolean }).__leveraEarlyPreviewEnded;
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

/** The texts of a preview row, one per element that holds text of its own. */
function textsOf(row: Element): string[] {
  return [...row.querySelectorAll('*')]
    .map((node) =>
      [...node.childNodes]
        .filter((child) => child.nodeType === 3)
        .map((child) => child.textContent)
        .join('')
        .trim(),
    )
    .filter(Boolean);
}

const rowsOf = (picture: HTMLElement | null) => [
  ...(picture?.querySelectorAll('[data-testid="query-preview-row"]') ?? []),
];

const json = (status: number, body: unknown, type = 'application/json; charset=utf-8') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

/**
 * The preview painted from an early answer, once the answer's handlers have run; `settled` is called
 * when the preview is painted or will not be (the app's scripts load then, decision 056).
 */
async function painted(answer: Response | Promise<Response>, settled = vi.fn()): Promise<HTMLElement | null> {
  previewQueryList(Promise.resolve(answer), 'en', { pathname: PATH, search: '' }, () =>
    settled(Boolean(document.getElementById('levera-early-preview'))),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(settled).toHaveBeenCalledTimes(1);
  return document.getElementById('levera-early-preview');
}

describe("Admin Queries' preview", () => {
  it.each([
    { language: 'en', texts: en, status: enQuery.status, received: '· Received 20 Nov 2026, 10:00' },
    { language: 'sv', texts: sv, status: svQuery.status, received: '· Inkom 20 nov. 2026 10:00' },
  ] as const)(
    "writes what the card writes, with the catalogues' texts and the app's dates ($language)",
    ({ language, texts, status, received }) => {
      const picture = renderQueryListPreview(pageOf([unread]), language);
      expect(picture?.textContent).toContain(enBackOffice.admin.areaTitle);
      expect(picture?.textContent).toContain(texts.title);
      expect(textsOf(rowsOf(picture)[0]!)).toEqual([
        texts.newBadge,
        texts.types.customer,
        status.created,
        received,
        'Q-2026-000001',
        texts.subjects.complain,
        `${texts.from}:`,
        'Sara Nilsson',
        `${texts.email}:`,
        'sara@example.se',
      ]);
    },
  );

  it('shows a read vendor query without NEW, its subject as sent and no name when it has none', () => {
    const vendorQuery: AdminQuery = {
      ...ADMIN_QUERY_ANSWER,
      type: 'vendor',
      subject: 'complain',
      firstName: null,
      lastName: null,
      status: 'resolved',
    };
    const texts = textsOf(rowsOf(renderQueryListPreview(pageOf([vendorQuery]), 'en'))[0]!);
    expect(texts).not.toContain(en.newBadge);
    expect(texts).toContain(en.types.vendor);
    expect(texts).toContain(enQuery.status.resolved);
    expect(texts).toContain('complain');
    expect(texts).not.toContain(`${en.from}:`);
  });

  it('writes what customers typed as text, never as HTML', () => {
    const attack = '<img src=x onerror="window.__previewAttacked=true">';
    const picture = renderQueryListPreview(
      pageOf([{ ...ADMIN_QUERY_ANSWER, type: 'vendor', subject: attack, firstName: '<b>Sara</b>' }]),
      'en',
    );
    expect(picture?.querySelector('img, b')).toBeNull();
    expect(textsOf(rowsOf(picture)[0]!)).toContain(attack);
    expect(textsOf(rowsOf(picture)[0]!)).toContain('<b>Sara</b> Nilsson');
  });

  it.each([
    {
      language: 'en',
      texts: en,
      status: enQuery.status,
      resultCount: 'More than 1,204 queries',
      thousands: ',',
    },
    {
      language: 'sv',
      texts: sv,
      status: svQuery.status,
      resultCount: 'Fler än 1\u00a0204 ärenden',
      thousands: '\u00a0',
    },
  ] as const)(
    'draws the controls as the address sets them, with the counts of the answer ($language)',
    ({ language, texts, status, resultCount, thousands }) => {
      const answer = {
        ...pageOf([unread]),
        total: 1204,
        totalIsEstimate: true,
        counts: { all: 1204, customer: 1100, driver: 4, store: 0, vendor: 100 },
        countsAreEstimates: { all: false, customer: true, driver: false, store: false, vendor: false },
      };
      const search = new URLSearchParams('q=Sara&status=resolved&type=driver&sort=caseNumber&order=asc');
      const picture = renderQueryListPreview(answer, language, search);
      expect(picture?.querySelector('input:not([type])')).toHaveProperty('value', 'Sara');
      expect(picture?.querySelector('select')?.textContent).toBe(status.resolved);
      const pressed = picture?.querySelector('.bg-brand-50');
      expect(pressed?.textContent).toBe(`${texts.sortColumns.caseNumber}↑`);
      const tabs = [...(picture?.querySelectorAll('button.border-b-2') ?? [])];
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        `${texts.tabs.all} (1204)`,
        texts.tabWithCountAbout
          .replace('{{label}}', texts.tabs.customer)
          .replace('{{formatted}}', `1${thousands}100`),
        `${texts.tabs.driver} (4)`,
        `${texts.tabs.store} (0)`,
        `${texts.tabs.vendor} (100)`,
      ]);
      expect(tabs.find((tab) => tab.getAttribute('data-state') === 'active')?.textContent).toBe(
        `${texts.tabs.driver} (4)`,
      );
      expect(picture?.textContent).toContain(resultCount);
    },
  );

  it('shows one row per query of the page, and nothing for an empty or malformed answer', () => {
    expect(rowsOf(renderQueryListPreview(pageOf([1, 2, 3].map(nthAdminQuery)), 'en'))).toHaveLength(3);
    expect(renderQueryListPreview(pageOf([]), 'en')).toBeNull();
    expect(renderQueryListPreview({ error: 'nope' }, 'en')).toBeNull();
    expect(renderQueryListPreview(pageOf([{ ...unread, status: 'lost' }]), 'en')).toBeNull();
    expect(renderQueryListPreview(pageOf([{ ...unread, subject: 42 }]), 'en')).toBeNull();
  });
});

describe('the early answer', () => {
  it('is painted over the page, hidden from assistive technology, catching clicks, and the app still reads it', async () => {
    const answer = json(200, pageOf([unread]));
    const picture = await painted(answer);
    expect(picture?.parentElement).toBe(document.body);
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
    // Not inert: an inert layer lets clicks through to the page being built beneath it, unseen.
    expect(picture?.hasAttribute('inert')).toBe(false);
    // Its copies of the screen's controls are disabled, so nothing in it takes focus or a click.
    const controls = [...(picture?.querySelectorAll<HTMLButtonElement>('button, input, select') ?? [])];
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((control) => !control.disabled)).toEqual([]);
    expect(picture?.querySelector('a, textarea, [tabindex]:not([tabindex="-1"])')).toBeNull();
    expect(rowsOf(picture)).toHaveLength(1);
    // The preview read a copy: the app's own read of the answer is untouched.
    expect(((await answer.json()) as { data: AdminQuery[] }).data[0]?.caseNumber).toBe('Q-2026-000001');
  });

  // Bodies shaped like a list, so only the status or the type can be what keeps the picture away.
  it.each([
    ['a 401 (session ended)', json(401, pageOf([unread]))],
    ['a 500', json(500, pageOf([unread]))],
    ['an answer that is not JSON', json(200, pageOf([unread]), 'text/html')],
  ])('is not painted for %s', async (_, answer) => {
    expect(await painted(answer)).toBeNull();
  });

  it('says it has settled once painted, and when there is nothing to paint, or the request failed', async () => {
    const settled = vi.fn();
    await painted(json(200, pageOf([unread])), settled);
    expect(settled).toHaveBeenCalledWith(true);
    document.getElementById('levera-early-preview')?.remove();
    const failed = () => Promise.reject(new TypeError('offline'));
    for (const answer of [() => json(401, {}), () => json(200, pageOf([])), failed]) {
      const nothing = vi.fn();
      expect(await painted(answer(), nothing)).toBeNull();
      expect(nothing).toHaveBeenCalledWith(false);
    }
  });

  it('is not painted once the app has rendered', async () => {
    endEarlyPreviewUnlessOf(PATH);
    expect(await painted(json(200, pageOf([unread])))).toBeNull();
  });

  it("is not painted when the app's scripts come from the HTTP cache (a repeat visit)", async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/framework-abc.js">';
    const cached = {
      name: new URL('/assets/framework-abc.js', location.href).href,
      transferSize: 0,
      decodedBodySize: 9000,
    };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([cached as unknown as PerformanceEntry]);
    expect(await painted(json(200, pageOf([unread])))).toBeNull();
  });

  it('stays over its own screen while the app starts, and goes when the app renders another page or the list', async () => {
    await painted(json(200, pageOf([unread])));
    endEarlyPreviewUnlessOf(PATH);
    expect(document.getElementById('levera-early-preview')).not.toBeNull();
    endEarlyPreviewUnlessOf('/sv-en/admin/login');
    expect(document.getElementById('levera-early-preview')).toBeNull();

    delete (window as { __leveraEarlyPreviewEnded?: boolean }).__leveraEarlyPreviewEnded;
    await painted(json(200, pageOf([unread])));
    endEarlyPreview();
    expect(document.getElementById('levera-early-preview')).toBeNull();
  });
});
