import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en/contact.json';
import sv from '../../../../locales/sv/contact.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { descriptionOf, fillFields, mockApi, renderAt } from '../../../lib/test-render.tsx';
import { notify } from '../../../lib/toast.ts';
import { ContactForm } from './contact-form.tsx';

registerCatalog('contact', { en, sv });

const LABELS = ['I am a', 'First name', 'Last name', 'E-mail', 'Phone number', 'Subject', 'Message'];
const field = (name: string) => screen.getByLabelText(name);

const fillValid = (user: UserEvent) =>
  fillFields(user, {
    'I am a': 'customer',
    'First name': 'Elin',
    'Last name': 'Karlsson',
    'E-mail': 'elin@example.se',
    'Phone number': '070-123 45 67',
    Subject: 'couponQueries',
    Message: 'My coupon does not work.',
  });

const send = (user: UserEvent, name = 'Send message') => user.click(screen.getByRole('button', { name }));

const api = mockApi();

describe('ContactForm (SPEC §5, §8)', () => {
  it("says 'This field is required' under every empty field", async () => {
    const { user } = renderAt('/sv-en/contact-us', <ContactForm />);
    await send(user);
    await waitFor(() => expect(field('Message')).toHaveAttribute('aria-invalid', 'true'));
    for (const label of LABELS) expect(descriptionOf(field(label)), label).toBe('This field is required');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the Swedish messages on Swedish pages, including invalid e-mail and phone', async () => {
    const { user } = renderAt('/sv-se/contact-us', <ContactForm />);
    await user.type(field('E-postadress'), 'elin.example.se');
    await user.type(field('Telefonnummer'), '0701');
    await send(user, 'Skicka meddelande');
    await waitFor(() => expect(descriptionOf(field('Förnamn'))).toBe('Fältet är obligatoriskt'));
    expect(descriptionOf(field('E-postadress'))).toBe('Ange en giltig e-postadress');
    expect(descriptionOf(field('Telefonnummer'))).toBe('Ange ett giltigt telefonnummer');
  });

  // Issue 35, item 6: the too-long message says the limit, and the count shows as it comes near.
  it('counts the message near its limit and says the limit when it is too long, in English', async () => {
    const { user } = renderAt('/sv-en/contact-us', <ContactForm />);
    await user.click(field('Message'));
    await user.paste('x'.repeat(1899));
    expect(screen.queryByText(/\/ 2,000$/)).toBeNull();
    await user.paste('x'.repeat(102));
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(screen.getByText('1 character too many')).toHaveAttribute('aria-live', 'polite');
    await send(user);
    await waitFor(() =>
      expect(descriptionOf(field('Message'))).toBe('This text is too long (max 2,000 characters)'),
    );
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('says the limit of a too-long message in Swedish on a Swedish page', async () => {
    const { user } = renderAt('/sv-se/contact-us', <ContactForm />);
    await user.click(field('Meddelande'));
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('1 tecken för mycket')).toBeInTheDocument();
    await send(user, 'Skicka meddelande');
    await waitFor(() =>
      expect(descriptionOf(field('Meddelande'))).toBe('Texten är för lång (högst 2\u00a0000 tecken)'),
    );
  });

  it('sends the query with the honeypot and the language, and shows the case number', async () => {
    api.answerAll(201, { success: true, message: 'Thank you!', caseNumber: 'Q-2026-000042' });
    const { user, container } = renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(user);
    await send(user);
    await screen.findByRole('heading', { name: 'Thank you for your message' });
    expect(container).toHaveTextContent('Your case number is Q-2026-000042');
    expect(api.sent()).toEqual([
      {
        route: 'POST /api/queries',
        query: {},
        body: {
          requesterType: 'customer',
          firstName: 'Elin',
          lastName: 'Karlsson',
          email: 'elin@example.se',
          phoneNumber: '+46701234567',
          subject: 'couponQueries',
          message: 'My coupon does not work.',
          website: '',
          language: 'en',
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('First name')).toHaveValue('');
  });

  it('puts the server’s field errors under the fields', async () => {
    api.answerAll(400, {
      error: 'Some fields are invalid.',
      code: 'validation_failed',
      fields: { email: 'Please enter a valid email address' },
    });
    const { user } = renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(user);
    await send(user);
    await waitFor(() => expect(descriptionOf(field('E-mail'))).toBe('Please enter a valid email address'));
    // Only the field says it: no alert above the form.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('shows the something-went-wrong message when sending fails', async () => {
    api.answerAll(500, { error: 'Internal error', code: 'internal_error' });
    const { user } = renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(user);
    await send(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your message wasn't sent");
    expect(alert).toHaveTextContent('Something went wrong. Please try again');
    expect(field('Last name')).toHaveValue('Karlsson');
  });

  it("shows SPEC §8's network message as an error toast when the request gets no answer", async () => {
    const toast = vi.spyOn(notify, 'error');
    api.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(user);
    await send(user);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Network error. Please check your internet connection.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Last name')).toHaveValue('Karlsson');
    toast.mockRestore();
  });

  const NETWORK_ERROR = 'Network error. Please check your internet connection.';

  // Issue 34 §7 (decision 069): a query sent again after a request that got no answer (it may have
  // been stored) carries the same Idempotency-Key, so the API answers it without storing it twice.
  it('sends the same Idempotency-Key again after no answer, a new one after a change or a success', async () => {
    const toast = vi.spyOn(notify, 'error');
    const answered = { success: true, message: 'Thank you!', caseNumber: 'Q-2026-000042' };
    api.fetch
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        new Response(JSON.stringify(answered), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify(answered), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      );
    const keyOf = (call: number) =>
      (api.fetch.mock.calls[call]![1] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    const { user } = renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(user);
    await send(user);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(NETWORK_ERROR));
    await send(user);
    await screen.findByRole('heading', { name: 'Thank you for your message' });
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    // The next query after a success is another submission, even with the same words.
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    await fillValid(user);
    await send(user);
    await screen.findByRole('heading', { name: 'Thank you for your message' });
    expect(keyOf(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
    toast.mockRestore();
  });

  it('sends a new Idempotency-Key when the form was changed after a request that got no answer', async () => {
    const toast = vi.spyOn(notify, 'error');
    api.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const keyOf = (call: number) =>
      (api.fetch.mock.calls[call]![1] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    const { user } = renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(user);
    await send(user);
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(NETWORK_ERROR));
    await user.type(field('Message'), ' Also my second coupon.');
    await send(user);
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(JSON.parse(api.fetch.mock.calls[1]![1].body as string).message).toBe(
      'My coupon does not work. Also my second coupon.',
    );
    toast.mockRestore();
  });
});

// Decision 074: the page answered to a post hands the action's result to the island.
describe('ContactForm on a page answered to a post', () => {
  it('keeps the values and shows the messages beside their fields', async () => {
    renderAt(
      '/sv-en/contact-us',
      <ContactForm
        posted={{
          outcome: 'failed',
          values: { firstName: 'Elin', email: 'elin.example.se', message: 'Hej', subject: 'other' },
          errors: { email: 'Please enter a valid email address', lastName: 'This field is required' },
          status: 422,
          message: 'Some fields are invalid.',
          bySchema: true,
        }}
      />,
    );
    expect(field('First name')).toHaveValue('Elin');
    expect(field('Message')).toHaveValue('Hej');
    expect(field('Subject')).toHaveValue('other');
    await waitFor(() => expect(descriptionOf(field('E-mail'))).toBe('Please enter a valid email address'));
    expect(descriptionOf(field('Last name'))).toBe('This field is required');
  });

  it('shows the case number of a stored query, and an empty form after Send another message', async () => {
    const { user, container } = renderAt(
      '/sv-en/contact-us',
      <ContactForm posted={{ outcome: 'stored', caseNumber: 'Q-2026-000099' }} />,
    );
    await screen.findByRole('heading', { name: 'Thank you for your message' });
    expect(container).toHaveTextContent('Your case number is Q-2026-000099');
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('First name')).toHaveValue('');
  });
});
