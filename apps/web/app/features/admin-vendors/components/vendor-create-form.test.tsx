import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/admin-vendors.json';
import sv from '../../../../locales/sv/admin-vendors.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { descriptionOf, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { VendorCreateForm } from './vendor-create-form.tsx';

registerCatalog('admin-vendors', { en, sv });

const api = mockApi();

describe('VendorCreateForm (issue 14, item 9)', () => {
  it("shows the server's translated reason under the password field when the password is too common", async () => {
    const reason = 'Lösenordet är för vanligt. Välj ett som är svårare att gissa';
    api.answerAll(400, {
      error: 'Kontrollera fälten',
      code: 'validation_failed',
      fields: { password: reason },
    });
    const { user } = renderAt('/sv-se/admin/vendors', <VendorCreateForm onCreated={() => {}} />);
    await user.type(screen.getByLabelText('Partnerns namn'), 'Hörnans Pizzeria');
    await user.type(screen.getByLabelText('E-post'), 'hornan@example.se');
    const password = screen.getByLabelText('Lösenord');
    await user.type(password, '123456');
    await user.click(screen.getByRole('button', { name: 'Skapa partnerkonto' }));
    await waitFor(() => expect(descriptionOf(password)).toBe(reason));
    expect(api.sent()[0]?.body).toMatchObject({ password: '123456' });
  });
});
