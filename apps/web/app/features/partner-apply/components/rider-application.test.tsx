import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/partner-rider.json';
import sv from '../../../../locales/sv/partner-rider.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { PageLocationContext } from '../../../lib/page-location.ts';
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

// Decision 074: the page answered to a post hands the action's result to the island.
describe('RiderApplication on a page answered to a post', () => {
  const typed = {
    city: 'Uppsala',
    vehicle: 'Car',
    firstName: 'Sara',
    lastName: 'Ek',
    phoneNumber: '070-123 45 67',
    email: 'sara@example.se',
    nationalId: '19900101-0000',
    swedishCitizen: 'no',
    ageConfirmed: true,
    termsAccepted: false,
  };

  it('opens on step 2 with everything typed and the messages beside their fields', async () => {
    const { user } = renderAt(
      '/sv-se/partner/rider',
      <RiderApplication
        posted={{
          outcome: 'failed',
          values: typed,
          errors: { nationalId: 'Ange ett giltigt svenskt personnummer (ÅÅÅÅMMDD-XXXX)' },
          status: 422,
          message: '',
          bySchema: true,
          step: 2,
        }}
      />,
      { routePath: '/:locale/partner/rider' },
    );
    await stepHeading('Berätta om dig själv');
    const nationalId = screen.getByRole('textbox', { name: 'Personnummer' });
    expect(nationalId).toHaveValue('19900101-0000');
    await waitFor(() =>
      expect(descriptionOf(nationalId)).toBe('Ange ett giltigt svenskt personnummer (ÅÅÅÅMMDD-XXXX)'),
    );
    expect(screen.getByRole('textbox', { name: 'Efternamn' })).toHaveValue('Ek');
    expect(screen.getByRole('radio', { name: 'Nej, jag är bosatt i Sverige' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Jag bekräftar att jag är över 18 år' })).toBeChecked();
    // The schema's refusal shows no message for the whole form, as the script's own check does not.
    expect(screen.queryByText('Något gick fel. Försök igen.')).not.toBeInTheDocument();
    // Back in place: step 1 with the choices kept.
    await user.click(screen.getByRole('button', { name: 'Tillbaka' }));
    await stepHeading('Var och hur vill du leverera?');
    expect(screen.getByRole('radio', { name: 'Uppsala' })).toBeChecked();
  });

  it('shows the case number of a stored application', async () => {
    const { container } = renderAt(
      '/sv-en/partner/rider',
      <RiderApplication posted={{ outcome: 'stored', caseNumber: 'R-2026-000123' }} />,
      { routePath: '/:locale/partner/rider' },
    );
    await screen.findByRole('heading', { name: 'Application sent' });
    expect(container).toHaveTextContent('Your case number is R-2026-000123.');
  });

  it('posts to its own page (never a GET) in the HTML the server renders', () => {
    const html = renderToString(
      <PageLocationContext value={{ pathname: '/sv-se/partner/rider', search: '', hash: '' }}>
        <RiderApplication posted={{ outcome: 'step', step: 2, values: typed }} />
      </PageLocationContext>,
    );
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/sv-se/partner/rider#rider-application"');
    // Step 1's choices ride along as hidden fields of the form, never in the address.
    expect(html).toContain('<input type="hidden" name="city" value="Uppsala"/>');
    expect(html).toContain('<input type="hidden" name="step" value="2"/>');
    expect(html).toContain('value="19900101-0000"');
  });
});
