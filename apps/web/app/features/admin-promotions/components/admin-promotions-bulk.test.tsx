import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPromotionAnswer, BulkAnswer } from '@levera/domain';
import { bulkAnswer, doneRow, pageOf, PROMOTION_ANSWER, promotionStats } from '../../../lib/test-fixtures.ts';
import { askBulkAction, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { AdminPromotionsScreen } from './admin-promotions-screen.tsx';
import '../../../lib/back-office-catalog.ts';

// Bulk actions on the admin's promotions (issue 18 §2, decision 036): "mark expired" cannot be
// undone, so the bulk action asks first, as the single one does; the outcome names each skipped row.

const api = mockApi();
const PIZZA = { ...PROMOTION_ANSWER, id: 'promo-1', title: 'Pizza Tuesday', status: 'pending' as const };
const SUSHI = { ...PROMOTION_ANSWER, id: 'promo-2', title: 'Sushi Sunday', status: 'expired' as const };
const STATS = promotionStats({ pending: 1, expired: 1 });

/** The list shows `rows`; the bulk request gets `answer`. */
function serve(rows: AdminPromotionAnswer[], answer: BulkAnswer) {
  api.answer({
    'GET /api/promotions': pageOf(rows),
    'GET /api/promotions/stats': STATS,
    'POST /api/promotions/bulk': answer,
  });
}

/** Opens the list at `address` as an admin and ticks the promotions `titles`: the bar is theirs. */
async function selectRows(address: string, titles: string[]) {
  const { user } = renderAt(address, <AdminPromotionsScreen />, { signedIn: 'admin' });
  const english = address.startsWith('/sv-en/');
  const [first, ...others] = titles.map((title) => `${english ? 'Select' : 'Välj'} ${title}`);
  await user.click(await screen.findByRole('checkbox', { name: first }));
  for (const name of others) await user.click(screen.getByRole('checkbox', { name }));
  return {
    user,
    toolbar: screen.getByRole('toolbar', { name: english ? 'Act on several rows' : 'Ändra flera rader' }),
  };
}

describe('bulk actions on the promotion list', () => {
  it('asks before marking the selected promotions expired, then reports each one', async () => {
    serve(
      [PIZZA, SUSHI],
      bulkAnswer(
        [
          doneRow('promo-1'),
          { id: 'promo-2', outcome: 'skipped', reason: 'already_done', message: 'Redan utgången' },
        ],
        'Klart: 1 ändrade, 1 hoppades över',
      ),
    );
    const { user, toolbar } = await selectRows('/sv-se/admin/promotions', ['Pizza Tuesday', 'Sushi Sunday']);
    expect(within(toolbar).getByRole('checkbox', { name: 'Välj alla på sidan' })).toBeChecked();

    const dialog = await askBulkAction(user, toolbar, {
      action: 'Markera som utgången',
      apply: 'Utför på 2 rader',
      confirm: 'Markera 2 kampanjer som utgångna?',
    });
    expect(dialog).toHaveTextContent(
      'De avslutas direkt och kan inte godkännas igen. Det går inte att ångra. Partnern får ett e-postmeddelande om kampanjen. 1 av de valda kampanjerna hoppas över eftersom statusen inte tillåter åtgärden.',
    );
    expect(api.sent('POST /api/promotions/bulk')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Markera som utgången' }));

    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Klart: 1 ändrad, 1 hoppades över'));
    expect(within(status).getByRole('listitem')).toHaveTextContent('Sushi Sunday – Redan utgången');
    expect(api.sent('POST /api/promotions/bulk')[0]?.body).toEqual({
      action: 'markExpired',
      items: [
        { id: 'promo-1', expectedStatus: 'pending' },
        { id: 'promo-2', expectedStatus: 'expired' },
      ],
      language: 'sv',
    });
  });

  // Issue 36 §2: the bar approved promotions in bulk without asking.
  it('asks before approving, saying each vendor gets an e-mail, and Cancel sends nothing (sv-en)', async () => {
    const SUSHI_PENDING = { ...SUSHI, status: 'pending' as const };
    serve([PIZZA, SUSHI_PENDING], bulkAnswer([doneRow('promo-1'), doneRow('promo-2')], 'Done'));
    const { user, toolbar } = await selectRows('/sv-en/admin/promotions', ['Pizza Tuesday', 'Sushi Sunday']);
    let dialog = await askBulkAction(user, toolbar, {
      action: 'Approve',
      apply: 'Apply to 2 rows',
      confirm: 'Approve 2 promotions?',
    });
    expect(dialog).toHaveTextContent('The vendors will get 2 emails, one for each promotion.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/promotions/bulk')).toEqual([]);

    await user.click(within(toolbar).getByRole('button', { name: 'Apply to 2 rows' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve 2 promotions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.sent('POST /api/promotions/bulk')).toHaveLength(1));
    expect(api.sent('POST /api/promotions/bulk')[0]?.body).toMatchObject({ action: 'approve' });
  });

  it('rejects with the reason typed, sent once for all the selected promotions (sv-se)', async () => {
    serve([PIZZA], bulkAnswer([doneRow('promo-1')], 'Klart'));
    const { user, toolbar } = await selectRows('/sv-se/admin/promotions', ['Pizza Tuesday']);
    const dialog = await askBulkAction(user, toolbar, {
      action: 'Avslå',
      apply: 'Utför på 1 rad',
      confirm: 'Avslå 1 kampanj?',
    });
    expect(dialog).toHaveTextContent('Partnern får ett e-postmeddelande om kampanjen.');
    await user.type(within(dialog).getByRole('textbox'), 'Villkoren saknas.');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå' }));
    await waitFor(() => expect(api.sent('POST /api/promotions/bulk')).toHaveLength(1));
    expect(api.sent('POST /api/promotions/bulk')[0]?.body).toEqual({
      action: 'reject',
      items: [{ id: 'promo-1', expectedStatus: 'pending' }],
      reason: 'Villkoren saknas.',
      language: 'sv',
    });
  });
});
