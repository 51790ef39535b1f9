import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_QUERY_ANSWER } from '../../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { QueryConversation } from './query-conversation.tsx';
import '../catalog.ts';

// Issue 37: the card's conversation: the thread with the internal notes marked, the saved reply
// picked, edited and sent, the note, and the saved replies' manage buttons only for those who may.

const api = mockApi();
const query = ADMIN_QUERY_ANSWER;
const base = `/api/queries/${query.id}`;

const conversation = {
  data: {
    queryId: query.id,
    caseNumber: query.caseNumber,
    messages: [
      {
        id: 'm1',
        kind: 'reply',
        authorKind: 'requester',
        author: null,
        body: 'Var är min order?',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
      {
        id: 'm2',
        kind: 'note',
        authorKind: 'admin',
        author: { id: 'a1', name: 'Anna' },
        body: 'Kolla med butiken',
        createdAt: '2026-11-20T09:05:00.000Z',
      },
      {
        id: 'm3',
        kind: 'reply',
        authorKind: 'admin',
        author: { id: 'a1', name: 'Anna' },
        body: 'Vi tittar på det',
        createdAt: '2026-11-20T09:10:00.000Z',
      },
    ],
  },
};
const savedReply = {
  id: 's1',
  language: 'sv',
  title: 'Leverans försenad',
  body: 'Hej! Din leverans är försenad.',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

function serve() {
  api.answer({
    [`GET ${base}/conversation`]: conversation,
    'GET /api/saved-replies': { data: [savedReply] },
    [`POST ${base}/replies`]: () => jsonResponse(201, { message: 'Skickat', ...conversation }),
    [`POST ${base}/notes`]: () => jsonResponse(201, { message: 'Sparat', ...conversation }),
  });
}

async function open(role: 'owner' | 'admin' | 'support' = 'owner') {
  serve();
  const rendered = renderAt('/sv-se/admin/queries', <QueryConversation query={query} />, {
    signedIn: 'admin',
    adminRole: role,
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Öppna konversationen' }));
  await screen.findByText('Var är min order?');
  return rendered;
}

describe('the conversation of a card', () => {
  it('shows the requester, the support reply and the internal note, the note marked internal', async () => {
    await open();
    const items = within(screen.getByRole('list', { name: 'Meddelanden' })).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.kind)).toEqual(['reply', 'note', 'reply']);
    expect(items[0]).toHaveTextContent('Kund');
    expect(items[1]).toHaveTextContent('Intern anteckning');
    expect(items[1]).toHaveTextContent('Internt, bara administratörer ser detta.');
    expect(items[0]).not.toHaveTextContent('bara administratörer');
    expect(items[2]).toHaveTextContent('Kundtjänst · Anna');
    expect(items[2]).not.toHaveTextContent('Internt');
  });

  it("lists the saved replies of the query's language; the picked text is edited, then sent", async () => {
    const { user } = await open();
    const picker = await screen.findByRole('combobox', { name: 'Sparat svar' });
    expect(api.sent('GET /api/saved-replies')[0]?.query).toMatchObject({ replyLanguage: 'sv' });
    await user.selectOptions(picker, 'Leverans försenad');
    const box = screen.getByRole('textbox', { name: 'Svar till avsändaren' });
    expect(box).toHaveValue('Hej! Din leverans är försenad.');
    expect(box).toHaveFocus();
    await user.type(box, ' Ny tid: fredag.');
    await user.click(screen.getByRole('button', { name: 'Skicka svaret' }));
    await waitFor(() => expect(api.sent(`POST ${base}/replies`)).toHaveLength(1));
    expect(api.sent(`POST ${base}/replies`)[0]?.body).toMatchObject({
      message: 'Hej! Din leverans är försenad. Ny tid: fredag.',
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('refuses an empty reply beside the box without sending, and adds an internal note', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Skicka svaret' }));
    expect(await screen.findByText('Skriv ett meddelande')).toBeInTheDocument();
    expect(api.sent(`POST ${base}/replies`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Intern anteckning' }), 'Ringt kunden');
    await user.click(screen.getByRole('button', { name: 'Lägg till anteckning' }));
    await waitFor(() =>
      expect(api.sent(`POST ${base}/notes`)[0]?.body).toMatchObject({ message: 'Ringt kunden' }),
    );
  });

  it('offers to save, update and delete saved replies to owners and admins, not to support', async () => {
    for (const [role, offered] of [
      ['admin', true],
      ['support', false],
    ] as const) {
      const { user, unmount } = await open(role);
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Sparat svar' }),
        'Leverans försenad',
      );
      const manage = [
        'Spara som sparat svar',
        'Uppdatera ”Leverans försenad” med den här texten',
        'Ta bort ”Leverans försenad”',
      ];
      for (const name of manage) {
        expect([role, name, screen.queryByRole('button', { name }) !== null]).toEqual([role, name, offered]);
      }
      unmount();
    }
  });
});
