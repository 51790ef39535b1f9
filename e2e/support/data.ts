import { todayInStockholm } from '@levera/domain';
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { apiCall } from './api.ts';

// Test data shared by the browser specs: dates in the promotions' time zone, and valid bodies for
// the calls that arrange a screen's rows.

/** Today in Sweden, where promotions and offers run. */
export const TODAY = todayInStockholm();

/** `date` (YYYY-MM-DD) moved by `days`, at noon UTC so no time-zone shift changes the day. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/**
 * Types an ISO date (YYYY-MM-DD) into a date field the way a person on that page would: ÅÅÅÅ-MM-DD
 * on Swedish pages, DD-MM-YYYY on English ones, digits only (the field puts the dashes in).
 */
export async function typeDate(field: Locator, isoDate: string, locale = 'sv-en'): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await field.clear();
  await field.pressSequentially(locale === 'sv-se' ? `${year}${month}${day}` : `${day}${month}${year}`);
  await expect(field).toHaveValue(locale === 'sv-se' ? isoDate : `${day}-${month}-${year}`);
}

/** A valid promotion running from today for 20 days, as the vendor's form sends it. */
export function promotionBody(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    description: 'Fifty kronor off the family meal for four.',
    discountType: 'fixed',
    discountValue: 50,
    minimumOrder: 300,
    startDate: TODAY,
    endDate: addDays(TODAY, 20),
    repeat: { enabled: true, days: ['saturday', 'sunday'] },
    usageLimit: 40,
    terms: 'Not with other offers.',
    ...overrides,
  };
}

/** A contact query sent the way the public form sends it; returns its case number. */
export async function sendContactQuery(
  request: APIRequestContext,
  tag: string,
  overrides: Record<string, string> = {},
): Promise<string> {
  const answer = await apiCall<{ caseNumber: string }>(request, 'POST', '/queries', {
    body: {
      requesterType: 'customer',
      firstName: 'Elin',
      lastName: 'Karlsson',
      email: 'elin.karlsson@example.se',
      phoneNumber: '070-123 45 67',
      subject: 'complain',
      message: `My order arrived without the drink I paid for. Reference ${tag}.`,
      language: 'en',
      ...overrides,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.caseNumber;
}
