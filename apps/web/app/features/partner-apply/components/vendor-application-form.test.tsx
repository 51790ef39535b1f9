import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/partner-vendor.json';
import sv from '../../../../locales/sv/partner-vendor.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { click, renderAt, type, waitFor, jsonResponse, mockFetch } from '../../../lib/test-render.tsx';
import { VendorApplicationForm } from './vendor-application-form.tsx';

registerCatalog('partner-vendor', { en, sv });

const fetchMock = mockFetch();

async function fillValid(container: HTMLElement) {
  await type(container.querySelector('[name="firstName"]'), 'Elin');
  await type(container.querySelector('[name="lastName"]'), 'Karlsson');
  await type(container.querySelector('[name="storeName"]'), 'Elins Bistro');
  await type(container.querySelector('[name="businessType"]'), 'restaurant');
  await type(container.querySelector('[name="organizationName"]'), 'Elins Bistro AB');
  await type(container.querySelector('[name="organizationNumber"]'), '556677-1233');
  await type(container.querySelector('[name="phoneNumber"]'), '070-123 45 67');
  await type(container.querySelector('[name="email"]'), 'elin@example.se');
  await click(container.querySelector('[name="termsAndConditions"]'));
}

/** How many times `text` is written out in the form (field messages and the form-level alert). */
const occurrences = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('p, span, div')].filter(
    (element) =>
      element.textContent?.trim() === text &&
      ![...element.children].some((child) => child.textContent?.trim() === text),
  ).length;

// A duplicate application is answered like a new one (decision 010), so it never shows an error.
describe('VendorApplicationForm: a failed submission', () => {
  it('still says what went wrong above the form when no field shows it', async () => {
    const tooMany = 'Too many requests. Please wait a minute and try again.';
    fetchMock.mockResolvedValue(jsonResponse(429, { error: tooMany, code: 'rate_limited' }));
    const { container, unmount } = await renderAt('/sv-en/partner/vendor', <VendorApplicationForm />);
    await fillValid(container);
    await click(container.querySelector('button[type="submit"]'));
    const alert = await waitFor(() =>
      [...container.querySelectorAll('[role="alert"]')].find((node) => node.textContent?.trim()),
    );
    expect(alert.textContent).toBe(tooMany);
    expect(occurrences(container, tooMany)).toBe(1);
    await unmount();
  });
});
