import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/partner-rider.json';
import sv from '../../../../locales/sv/partner-rider.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { renderAt } from '../../../lib/test-render.tsx';
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
