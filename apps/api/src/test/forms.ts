import { BLANK_PROMOTION_FORM } from '@levera/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { makeOrganisationNumber, makePersonnummer } from '../../../../packages/domain/src/test-support.ts';
import type { Db } from '../db/client.ts';
import { partnerApplications, supportQueries } from '../db/schema.ts';
import { call, type TestApp } from './test-app.ts';

// What the public forms send (rider and vendor applications, contact queries), for API tests. Each
// application is a new applicant: its name, e-mail, personnummer and organisation number are its own
// within the test file (each file has a database of its own), so none is taken for a repeat.

let applicants = 0;

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
