import type { AuditEntry } from '@levera/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_ENTRY } from '../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../lib/test-render.tsx';
import { HistoryDisclosure } from './history-disclosure.tsx';
import { ItemHistory } from './item-history.tsx';

const api = mockApi();

const QUERY_ID = AUDIT_ENTRY.entityId;
const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  ...AUDIT_ENTRY,
  id,
  ...overrides,
});

function answerHistory(entries: AuditEntry[], total = entries.length) {
  api.answer({ 'GET /api/audit': () => jsonResponse(200, { data: entries, total, page: 1, pageSize: 20 }) });
}

describe('ItemHistory (issue 18 §4)', () => {
  it("asks for the item's own history and shows each entry with from → to, who and the reason", async () => {
    answerHistory(
      [
        entry(3, { action: 'changeStatus', from: 'inProgress', to: 'closed', reason: 'Answered by phone' }),
        entry(2, { actor: { role: 'vendor', id: null, name: null }, action: 'create' }),
      ],
      25,
    );
    renderAt('/sv-en/admin/queries', <ItemHistory entity="supportQuery" entityId={QUERY_ID} />, {
      signedIn: 'admin',
    });
    const list = await screen.findByRole('list');
    const [closed, created] = within(list).getAllByRole('listitem');
    expect(closed).toHaveTextContent('Changed the status: In progress → Closed');
    expect(closed).toHaveTextContent('Reason: Answered by phone');
    expect(closed).toHaveTextContent('Karin Lund ·');
    expect(created).toHaveTextContent('CreatedA removed vendor ·');
    expect(api.sent('GET /api/audit')[0]?.query).toEqual({
      entity: 'supportQuery',
      entityId: QUERY_ID,
      pageSize: '20',
      language: 'en',
    });
    expect(screen.getByRole('link', { name: 'and 23 older entries, on the Activity page' })).toHaveAttribute(
      'href',
      `/sv-en/admin/activity?entity=supportQuery&entityId=${QUERY_ID}`,
    );
  });

  it('names the service as the actor of the retention job, in both languages (decision 060)', async () => {
    const system = { role: 'system', id: null, name: null } as const;
    for (const [path, notice, anonymised] of [
      [
        '/sv-en/admin/vendors',
        'Warned that the unused account will be deletedLevera (retention) ·',
        'Archived and anonymised the unused accountLevera (retention) ·',
      ],
      [
        '/sv-se/admin/vendors',
        'Varnade för att det oanvända kontot raderasLevera (gallring) ·',
        'Arkiverade och anonymiserade det oanvända kontotLevera (gallring) ·',
      ],
    ] as const) {
      answerHistory([
        entry(2, { actor: system, entity: 'vendor', action: 'retentionAnonymise' }),
        entry(1, { actor: system, entity: 'vendor', action: 'retentionNotice' }),
      ]);
      const { unmount } = renderAt(path, <ItemHistory entity="vendor" entityId={QUERY_ID} />, {
        signedIn: 'admin',
      });
      const [first, second] = within(await screen.findByRole('list')).getAllByRole('listitem');
      expect(first).toHaveTextContent(anonymised);
      expect(second).toHaveTextContent(notice);
      unmount();
    }
  });

  it('says so in Swedish when nothing has happened yet', async () => {
    answerHistory([]);
    renderAt('/sv-se/admin/queries', <ItemHistory entity="supportQuery" entityId={QUERY_ID} />, {
      signedIn: 'admin',
    });
    expect(await screen.findByText('Inget har hänt med det här ännu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historik' })).toBeInTheDocument();
  });

  it('reads the history behind "Show history" only when it is opened', async () => {
    answerHistory([entry(1)]);
    const { user } = renderAt(
      '/sv-en/admin/queries',
      <HistoryDisclosure entity="supportQuery" entityId={QUERY_ID} />,
      { signedIn: 'admin' },
    );
    const toggle = screen.getByRole('button', { name: 'Show history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.sent('GET /api/audit')).toEqual([]);
    await user.click(toggle);
    expect(await screen.findByText('Marked as read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide history' })).toHaveAttribute('aria-expanded', 'true');
    expect(api.sent('GET /api/audit')).toHaveLength(1);
  });
});
