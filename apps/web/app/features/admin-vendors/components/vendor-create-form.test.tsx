import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/admin-vendors.json';
import sv from '../../../../locales/sv/admin-vendors.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { click, renderAt, type, waitFor, jsonResponse, mockFetch } from '../../../lib/test-render.tsx';
import { VendorCreateForm } from './vendor-create-form.tsx';

registerCatalog('admin-vendors', { en, sv });

const errorOf = (container: HTMLElement, name: string) => {
  const field = container.querySelector(`[name="${name}"]`);
  const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => container.querySelector(`#${CSS.escape(id)}`)?.textContent).find((text) => text);
};

const fetchMock = mockFetch();

describe('VendorCreateForm (issue 14, item 9)', () => {
  it("shows the server's translated reason under the password field when the password is too common", async () => {
    const reason = 'Lösenordet är för vanligt. Välj ett som är svårare att gissa';
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'Kontrollera fälten',
        code: 'validation_failed',
        fields: { password: reason },
      }),
    );
    const { container, unmount } = await renderAt(
      '/sv-se/admin/vendors',
      <QueryClientProvider client={new QueryClient()}>
        <VendorCreateForm onCreated={() => {}} />
      </QueryClientProvider>,
    );
    await type(container.querySelector('[name="vendorName"]'), 'Hörnans Pizzeria');
    await type(container.querySelector('[name="email"]'), 'hornan@example.se');
    await type(container.querySelector('[name="password"]'), '123456');
    await click(container.querySelector('button[type="submit"]'));
    await waitFor(() => (errorOf(container, 'password') === reason ? true : null));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({ password: '123456' });
    await unmount();
  });
});
