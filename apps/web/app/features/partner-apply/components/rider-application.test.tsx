import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/partner-rider.json';
import sv from '../../../../locales/sv/partner-rider.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { descriptionOf, renderAt } from '../../../lib/test-render.tsx';
import { RiderApplication } from './rider-application.tsx';

registerCatalog('partner-rider', { en, sv });

const renderRiderPage = (path: string) =>
  renderAt(path, <RiderApplication />, { routePath: '/:locale/partner/rider' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('RiderApplication', () => {
  it('moves to step 2 once a city and a vehicle are chosen', async () => {
    const { user, container } = renderRiderPage('/sv-en/partner/rider');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Please select a city');
    // Both messages show first, so that each one going away below is a real change.
    expect(screen.getByText('Please select a vehicle')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Uppsala' }));
    await waitFor(() => expect(container).not.toHaveTextContent('Please select a city'));
    await user.click(screen.getByRole('radio', { name: 'Car' }));
    await waitFor(() => expect(container).not.toHaveTextContent('Please select a vehicle'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Tell us about yourself');
  });

  // SPEC §1: riders are Swedish citizens or residents; a coordination number (1 January 1990, day
  // + 60, a correct check digit) is refused beside the field, with its own message (decision 057).
  it('shows beside the personnummer field that a coordination number cannot be used', async () => {
    const { user } = renderRiderPage('/sv-se/partner/rider');
    await user.click(screen.getByRole('radio', { name: 'Malmö' }));
    await user.click(screen.getByRole('radio', { name: 'Cykel' }));
    await user.click(screen.getByRole('button', { name: 'Nästa' }));
    await stepHeading('Berätta om dig själv');
    const nationalId = screen.getByRole('textbox', { name: 'Personnummer' });
    await user.type(nationalId, '19900161-1236');
    await user.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    await waitFor(() =>
      expect(descriptionOf(nationalId)).toContain(
        'Du kan inte ansöka med ett samordningsnummer. Bud behöver ett svenskt personnummer.',
      ),
    );
    expect(nationalId).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what was typed when going back and forth between the steps', async () => {
    const { user, container } = renderRiderPage('/sv-se/partner/rider');
    await user.click(screen.getByRole('radio', { name: 'Malmö' }));
    await user.click(screen.getByRole('radio', { name: 'Cykel' }));
    await user.click(screen.getByRole('button', { name: 'Nästa' }));
    await stepHeading('Berätta om dig själv');
    await user.type(screen.getByRole('textbox', { name: 'Förnamn' }), 'Sara');
    await user.click(screen.getByRole('button', { name: 'Tillbaka' }));
    expect(await screen.findByRole('radio', { name: 'Malmö' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cykel' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByRole('textbox', { name: 'Förnamn' })).toHaveValue('Sara');
    expect(container).toHaveTextContent('Malmö');
    expect(container).toHaveTextContent('Cykel');
  });
});
