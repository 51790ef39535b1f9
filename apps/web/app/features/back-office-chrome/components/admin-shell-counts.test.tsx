import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_COUNTS, adminCountsStream } from '../../../lib/test-fixtures.ts';
import { mockApi, renderAt } from '../../../lib/test-render.tsx';
import { AdminShell } from './admin-shell.tsx';
import '../../../lib/back-office-catalog.ts';

// Issue 17 §2: the admin navigation shows what waits (unread queries, applications and promotions
// waiting for review), first from GET /api/admin/counts, then live from the event stream.
const api = mockApi();

function renderAdminShell(path: string) {
  const stream = adminCountsStream();
  api.answer({
    'GET /api/admin/counts': ADMIN_COUNTS,
    'GET /api/admin/counts/stream': () => stream.response(),
  });
  const rendered = renderAt(
    path,
    <AdminShell email="ada@levera.se" onLogout={() => {}}>
      <p>content</p>
    </AdminShell>,
    { signedIn: 'admin' },
  );
  return { ...rendered, stream, navigation: () => screen.getByRole('navigation', { name: /Admin/ }) };
}

describe('AdminShell counts', () => {
  it('shows the counts beside Queries and Partners, and follows the stream without a reload', async () => {
    const { stream, navigation } = renderAdminShell('/sv-en/admin/offers');
    expect(await within(navigation()).findByRole('link', { name: /^Queries\s*, 2 unread$/ })).toHaveAttribute(
      'href',
      '/sv-en/admin/queries',
    );
    expect(
      within(navigation()).getByRole('link', { name: /^Partners\s*, 1 waiting for review$/ }),
    ).toBeVisible();
    // No promotion waits: no number.
    expect(within(navigation()).getByRole('link', { name: 'Promotions' })).toHaveTextContent(/^Promotions$/);

    await waitFor(() => expect(api.sent('GET /api/admin/counts/stream')).toHaveLength(1));
    stream.send({
      ...ADMIN_COUNTS,
      queries: { unread: 3, total: 6 },
      promotions: { pending: 120, total: 130 },
    });
    expect(await within(navigation()).findByRole('link', { name: /^Queries\s*, 3 unread$/ })).toBeVisible();
    expect(
      within(navigation()).getByRole('link', { name: /^Promotions\s*, 120 waiting for review$/ }),
    ).toBeVisible();
    stream.send({ ...ADMIN_COUNTS, queries: { unread: 0, total: 6 } });
    await waitFor(() =>
      expect(within(navigation()).getByRole('link', { name: 'Queries' })).toHaveTextContent(/^Queries$/),
    );
    expect(api.sent('GET /api/admin/counts')).toHaveLength(1);
  });

  it('names the counts in Swedish on Swedish pages', async () => {
    const { navigation } = renderAdminShell('/sv-se/admin/offers');
    expect(await within(navigation()).findByRole('link', { name: /^Ärenden\s*, 2 olästa$/ })).toBeVisible();
    expect(
      within(navigation()).getByRole('link', { name: /^Ansökningar\s*, 1 väntar på granskning$/ }),
    ).toBeVisible();
  });
});
