import { describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en/contact.json';
import sv from '../../../../locales/sv/contact.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import {
  byText,
  click,
  renderAt,
  settle,
  type,
  waitFor,
  jsonResponse,
  mockFetch,
} from '../../../lib/test-render.tsx';
import { ContactForm } from './contact-form.tsx';

registerCatalog('contact', { en, sv });

const FIELDS = ['requesterType', 'firstName', 'lastName', 'email', 'phoneNumber', 'subject', 'message'];
const errorOf = (container: HTMLElement, name: string) => {
  const field = container.querySelector(`[name="${name}"]`);
  const id = field?.getAttribute('aria-describedby');
  return id ? container.querySelector(`#${CSS.escape(id)}`)?.textContent : undefined;
};

async function fillValid(container: HTMLElement) {
  await type(container.querySelector('[name="requesterType"]'), 'customer');
  await type(container.querySelector('[name="firstName"]'), 'Elin');
  await type(container.querySelector('[name="lastName"]'), 'Karlsson');
  await type(container.querySelector('[name="email"]'), 'elin@example.se');
  await type(container.querySelector('[name="phoneNumber"]'), '070-123 45 67');
  await type(container.querySelector('[name="subject"]'), 'couponQueries');
  await type(container.querySelector('[name="message"]'), 'My coupon does not work.');
}

const fetchMock = mockFetch();

describe('ContactForm (SPEC §5, §8)', () => {
  it("says 'This field is required' under every empty field", async () => {
    const { container, unmount } = await renderAt('/sv-en/contact-us', <ContactForm />);
    await click(container.querySelector('button[type="submit"]'));
    await settle();
    for (const field of FIELDS) expect(errorOf(container, field), field).toBe('This field is required');
    expect(fetchMock).not.toHaveBeenCalled();
    await unmount();
  });

  it('shows the Swedish messages on Swedish pages, including invalid e-mail and phone', async () => {
    const { container, unmount } = await renderAt('/sv-se/contact-us', <ContactForm />);
    await type(container.querySelector('[name="email"]'), 'elin.example.se');
    await type(container.querySelector('[name="phoneNumber"]'), '0701');
    await click(container.querySelector('button[type="submit"]'));
    await settle();
    expect(errorOf(container, 'firstName')).toBe('Fältet är obligatoriskt');
    expect(errorOf(container, 'email')).toBe('Ange en giltig e-postadress');
    expect(errorOf(container, 'phoneNumber')).toBe('Ange ett giltigt telefonnummer');
    await unmount();
  });

  it('sends the query with the honeypot and the language, and shows the case number', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { success: true, message: 'Thank you!', caseNumber: 'Q-2026-000042' }),
    );
    const { container, unmount } = await renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(container);
    await click(container.querySelector('button[type="submit"]'));
    await waitFor(() => byText(container, 'h2', 'Thank you for your message'));
    expect(container.textContent).toContain('Your case number is Q-2026-000042');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/queries$/);
    expect(JSON.parse(init.body)).toEqual({
      requesterType: 'customer',
      firstName: 'Elin',
      lastName: 'Karlsson',
      email: 'elin@example.se',
      phoneNumber: '+46701234567',
      subject: 'couponQueries',
      message: 'My coupon does not work.',
      website: '',
      language: 'en',
    });
    await click(byText(container, 'button', 'Send another message'));
    expect((container.querySelector('[name="firstName"]') as HTMLInputElement).value).toBe('');
    await unmount();
  });

  it('puts the server’s field errors under the fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'Some fields are invalid.',
        code: 'validation_failed',
        fields: { email: 'Please enter a valid email address' },
      }),
    );
    const { container, unmount } = await renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(container);
    await click(container.querySelector('button[type="submit"]'));
    await waitFor(() => errorOf(container, 'email'));
    expect(errorOf(container, 'email')).toBe('Please enter a valid email address');
    expect(container.querySelector('[role="alert"].rounded-xl')).toBeNull();
    await unmount();
  });

  it('shows the something-went-wrong message when sending fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: 'Internal error', code: 'internal_error' }));
    const { container, unmount } = await renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(container);
    await click(container.querySelector('button[type="submit"]'));
    const alert = await waitFor(() => container.querySelector('div[role="alert"]'));
    expect(alert.textContent).toContain("Your message wasn't sent");
    expect(alert.textContent).toContain('Something went wrong. Please try again');
    expect((container.querySelector('[name="lastName"]') as HTMLInputElement).value).toBe('Karlsson');
    await unmount();
  });

  it("shows SPEC §8's network message as an error toast when the request gets no answer", async () => {
    const toast = vi.spyOn(notify, 'error');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { container, unmount } = await renderAt('/sv-en/contact-us', <ContactForm />);
    await fillValid(container);
    await click(container.querySelector('button[type="submit"]'));
    await waitFor(() => toast.mock.calls.length > 0);
    expect(toast).toHaveBeenCalledWith('Network error. Please check your internet connection.');
    expect(container.querySelector('div[role="alert"]')).toBeNull();
    expect((container.querySelector('[name="lastName"]') as HTMLInputElement).value).toBe('Karlsson');
    toast.mockRestore();
    await unmount();
  });
});
