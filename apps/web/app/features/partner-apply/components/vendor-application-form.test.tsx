import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/partner-vendor.json';
import sv from '../../../../locales/sv/partner-vendor.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { fillFields, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { VendorApplicationForm } from './vendor-application-form.tsx';

registerCatalog('partner-vendor', { en, sv });

const api = mockApi();

async function fillValid(user: UserEvent) {
  await fillFields(user, {
    'First name': 'Elin',
    'Last name': 'Karlsson',
    'Store name': 'Elins Bistro',
    'Business type': 'restaurant',
    'Organization name': 'Elins Bistro AB',
    'Organization number': '556677-1233',
    'Phone number': '070-123 45 67',
    Email: 'elin@example.se',
  });
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

// A duplicate application is answered like a new one (decision 010), so it never shows an error.
describe('VendorApplicationForm: a failed submission', () => {
  it('still says what went wrong above the form when no field shows it', async () => {
    const tooMany = 'Too many requests. Please wait a minute and try again.';
    api.answerAll(429, { error: tooMany, code: 'rate_limited' });
    const { user } = renderAt('/sv-en/partner/vendor', <VendorApplicationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent?.trim())
          .filter(Boolean),
      ).toEqual([tooMany]),
    );
    // Written out once: the form-level alert, not also under a field.
    expect(screen.getAllByText(tooMany)).toHaveLength(1);
  });
});

// Decision 074: the page answered to a post hands the action's result to the island.
describe('VendorApplicationForm on a page answered to a post', () => {
  it("shows the server's refusal as the script would, with every value kept", async () => {
    renderAt(
      '/sv-se/partner/vendor',
      <VendorApplicationForm
        posted={{
          outcome: 'failed',
          values: { firstName: 'Elin', organizationNumber: '556677-1234', businessType: 'restaurant' },
          errors: { organizationNumber: 'Ange ett giltigt svenskt organisationsnummer (XXXXXX-XXXX)' },
          status: 400,
          message: 'Vissa fält är ogiltiga.',
        }}
      />,
    );
    const number = screen.getByRole('textbox', { name: 'Organisationsnummer' });
    expect(number).toHaveValue('556677-1234');
    expect(screen.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Elin');
    expect(screen.getByRole('combobox', { name: 'Typ av verksamhet' })).toHaveValue('restaurant');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        'Ange ett giltigt svenskt organisationsnummer (XXXXXX-XXXX)',
      ),
    );
    expect(screen.getByText('Något gick fel. Försök igen.')).toBeInTheDocument();
  });

  it('shows the case number of a stored application', async () => {
    renderAt(
      '/sv-en/partner/vendor',
      <VendorApplicationForm posted={{ outcome: 'stored', caseNumber: 'V-2026-000007' }} />,
    );
    expect(await screen.findByText('Your case number is V-2026-000007.')).toBeInTheDocument();
  });
});
