import { BLANK_PROMOTION_FORM } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { makeOrganisationNumber, makePersonnummer } from '../../../../packages/domain/src/test-support.ts';
import type { Db } from '../db/client.ts';
import { partnerApplications, supportQueries } from '../db/schema.ts';
import { expectFieldErrors } from './fixtures.ts';
import { call, type TestApp } from './test-app.ts';

// What the public forms send (rider and vendor applications, contact queries), for API tests. Each
// application is a new applicant: its name, e-mail, personnummer and organisation number are its own
// within the test file (each file has a database of its own), so none is taken for a repeat.

let applicants = 0;

/** What a form answers for a choice (a city, a category, …) that is none of its options. */
export const NOT_AN_OPTION = {
  en: 'Please choose one of the available options',
  sv: 'Välj ett av de tillgängliga alternativen',
};

/**
 * A valid body of POST /api/partners/riders from a new applicant, born in the 1950s (a decade no
 * test writes by hand); `overrides` replace or add fields (a `language`, an e-mail to look for).
 */
export function riderApplication(overrides: Record<string, unknown> = {}) {
  const n = ++applicants;
  const month = String((n % 12) + 1).padStart(2, '0');
  const day = String((Math.floor(n / 12) % 28) + 1).padStart(2, '0');
  return {
    city: 'Katrineholm',
    vehicle: 'Bicycle',
    firstName: 'Sara',
    lastName: `Rider${n}`,
    phoneNumber: '070-123 45 67',
    email: `rider${n}@example.se`,
    nationalId: makePersonnummer(
      `195${Math.floor(n / 336) % 10}${month}${day}`,
      String(n % 1000).padStart(3, '0'),
    ),
    swedishCitizen: 'yes',
    ageConfirmed: true,
    termsAccepted: true,
    ...overrides,
  };
}

/** A valid body of POST /api/partners/vendors from a new applicant; `overrides` replace or add fields. */
export function vendorApplication(overrides: Record<string, unknown> = {}) {
  const n = ++applicants;
  return {
    firstName: 'Lars',
    lastName: `Vendor${n}`,
    storeName: `Butik ${n}`,
    organizationNumber: makeOrganisationNumber(`5566${String(n).padStart(5, '0')}`),
    businessType: 'grocery',
    phoneNumber: '0150-123 45',
    organizationName: `Handel ${n} AB`,
    email: `vendor${n}@example.se`,
    termsAndConditions: true,
    ...overrides,
  };
}

/** A valid body of POST /api/queries (the contact form) from a customer; `overrides` replace or add fields. */
export const contactQuery = (overrides: Record<string, unknown> = {}) => ({
  requesterType: 'customer',
  firstName: 'Sara',
  lastName: 'Nilsson',
  email: 'sara.nilsson@example.com',
  phoneNumber: '070-123 45 67',
  subject: 'couponQueries',
  message: 'My free-delivery week did not apply to my second order.',
  ...overrides,
});

/** A value a form refuses in one field, and the message it answers for it in each language. */
export type RefusedValue = [field: string, value: unknown, message: { en: string; sv: string }];

/**
 * One test per refused value and language: `send` with the value in its field and the `language`
 * is refused (400, validation_failed) with that field's message alone, and `table` gains no row.
 */
export function itRefusesEachValue(
  t: TestApp,
  table: Parameters<Db['$count']>[0],
  refused: RefusedValue[],
  send: (fields: Record<string, unknown>) => ReturnType<typeof call>,
) {
  for (const language of ['en', 'sv'] as const) {
    for (const [field, value, message] of refused) {
      const shown = JSON.stringify(typeof value === 'string' ? value.slice(0, 20) : value);
      it(`rejects ${field} = ${shown} with its message in ${language}`, async () => {
        const before = await t.database.db.$count(table);
        const response = await send({ [field]: value, language });
        expectFieldErrors(response, { [field]: message[language] });
        expect(response.body.code).toBe('validation_failed');
        expect(await t.database.db.$count(table)).toBe(before);
      });
    }
  }
}

/** The stored partner application of a case number, if there is one. */
export async function applicationByCase(db: Db, caseNumber: string) {
  const [row] = await db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.caseNumber, caseNumber));
  return row;
}

/** Posts a public form, expects it taken (201) and answers the case number it gave. */
async function submitted(t: TestApp, url: string, body: Record<string, unknown>): Promise<string> {
  const answer = await call(t.app, url, { method: 'POST', body });
  expect(answer.status, answer.raw).toBe(201);
  return answer.body.caseNumber;
}

/** Sends a rider or vendor application through its public form and answers the row it stored. */
export async function applyAsPartner(t: TestApp, form: 'riders' | 'vendors', body: Record<string, unknown>) {
  const caseNumber = await submitted(t, `/api/partners/${form}`, body);
  return (await applicationByCase(t.database.db, caseNumber))!;
}

/** Sends a contact query through the public form and answers the row it stored. */
export async function sendContactQuery(t: TestApp, body: Record<string, unknown>) {
  const caseNumber = await submitted(t, '/api/queries', body);
  const [row] = await t.database.db
    .select()
    .from(supportQueries)
    .where(eq(supportQueries.caseNumber, caseNumber));
  return row!;
}

/** A vendor's query about a missing payout, as the panel's "Raise query" form sends it, in `language`. */
export const payoutQuery = (language: 'en' | 'sv') => ({
  ...(language === 'sv'
    ? {
        subject: 'Utbetalningen saknas',
        message: 'Vår utbetalning för förra månaden har inte kommit in på kontot än.',
      }
    : {
        subject: 'Payout is missing',
        message: 'Our payout for last month has not reached the account yet.',
      }),
  category: 'payment',
  language,
});

/**
 * A valid body of POST /api/vendor/promotions, as the panel's form sends it: twenty percent off
 * every pizza (orders from 150 kr, at most 100 kr off) from 10 to 31 March 2030, on every day.
 */
export const promotionForm = {
  ...BLANK_PROMOTION_FORM,
  title: 'Spring pizza deal',
  description: 'Twenty percent off every pizza all spring.',
  discountType: 'percentage',
  discountValue: 20,
  minimumOrder: 150,
  maximumDiscount: 100,
  startDate: '2030-03-10',
  endDate: '2030-03-31',
};

/** Sends a vendor's query (POST /api/vendor/queries) as the vendor of `token`; expects it taken (201). */
export async function raiseVendorQuery(t: TestApp, token: string, body: Record<string, unknown>) {
  const raised = await call(t.app, '/api/vendor/queries', { method: 'POST', token, body });
  expect(raised.status, raised.raw).toBe(201);
  return raised;
}
