import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { VendorCreateForm } from './vendor-create-form.tsx';
import '../catalog.ts';

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

  it('sends an invitation without a password, in the chosen language, linked to the application (issue 19)', async () => {
    api.answerAll(201, { success: true, message: 'Vendor created and invitation sent', data: {} });
    const applicationId = '5d2c7a2e-8c1b-4a56-9d35-0e3c1b2f4a10';
    const { user } = renderAt(
      `/sv-en/admin/vendors?vendorName=Lindens+Deli&email=deli%40example.se&applicationId=${applicationId}&caseNumber=V-2030-000042`,
      <VendorCreateForm onCreated={() => {}} />,
    );
    // From an application the invitation is chosen, and there is no password to type.
    expect(screen.getByText('From application V-2030-000042')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Send an invitation by email' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Language of the email'), 'sv');
    await user.click(screen.getByRole('button', { name: 'Create vendor and send invitation' }));
    await waitFor(() => expect(api.sent()).toHaveLength(1));
    expect(api.sent()[0]?.body).toEqual({
      vendorName: 'Lindens Deli',
      email: 'deli@example.se',
      access: 'invitation',
      status: 'active',
      invitationLanguage: 'sv',
      applicationId,
      language: 'en',
    });
  });

  it('asks for a password again when the admin switches to setting one', async () => {
    const { user } = renderAt('/sv-en/admin/vendors', <VendorCreateForm onCreated={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Set a password now' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Send an invitation by email' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Set a password now' }));
    await user.type(screen.getByLabelText('Vendor name'), 'Hörnan');
    await user.type(screen.getByLabelText('Email'), 'hornan@example.se');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Password'))).toBe('Password is required'),
    );
    expect(api.sent()).toHaveLength(0);
  });
});
