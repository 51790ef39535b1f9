import {
  PartnerExportQuerySchema,
  PromotionExportQuerySchema,
  QueryExportQuerySchema,
  todayInStockholm,
  VendorExportQuerySchema,
} from '@levera/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { CsvAnswer, sendCsv } from '../../lib/csv-export.ts';
import { routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { exportedPartners, PARTNER_CSV_COLUMNS } from '../partners/partners.export.ts';
import { exportedPromotions, PROMOTION_CSV_COLUMNS } from '../promotions/promotions.export.ts';
import { exportedQueries, QUERY_CSV_COLUMNS } from '../support-queries/support-queries.export.ts';
import { exportedVendors, VENDOR_CSV_COLUMNS } from '../vendors/vendors.export.ts';

// "Export CSV" of the four admin lists (issue 18, decision 035): the list's own query parameters
// but the page, answered as a CSV file streamed from the database (lib/csv-export.ts). Not cached:
// every export reads the rows as they are now.

const description =
  'Every row the list with the same parameters selects (all pages), in its order. UTF-8 with a ' +
  'byte-order mark; `;` between cells when `language` is Swedish, `,` otherwise; column headers in ' +
  "that language; dates in ISO 8601. Cells a spreadsheet would read as a formula start with `'`.";

export const listExportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, now, keyring }) => {
  app.get(
    '/queries/export.csv',
    routeOptions({ admin: 'exportLists' }, ['queries'], {
      summary: 'The filtered, searched and sorted query list as a CSV file',
      description,
      querystring: QueryExportQuerySchema,
      response: { 200: CsvAnswer },
    }),
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'queries',
        now: now(),
        columns: QUERY_CSV_COLUMNS,
        batches: exportedQueries(db, request.query, principalOf(request).id),
      }),
  );

  app.get(
    '/partners/export.csv',
    routeOptions({ admin: 'exportLists' }, ['partners'], {
      summary: 'The filtered, searched and sorted partner applications as a CSV file',
      description: `${description} The personnummer is masked but for the birth date (YYYYMMDD-****).`,
      querystring: PartnerExportQuerySchema,
      response: { 200: CsvAnswer },
    }),
    async (request, reply) => {
      const at = now();
      return sendCsv(request, reply, {
        name: 'partner-applications',
        now: at,
        columns: PARTNER_CSV_COLUMNS,
        batches: exportedPartners(db, keyring, request.query, at),
      });
    },
  );

  app.get(
    '/promotions/export.csv',
    routeOptions({ admin: 'exportLists' }, ['promotions'], {
      summary: 'The filtered, searched and sorted promotions as a CSV file',
      description,
      querystring: PromotionExportQuerySchema,
      response: { 200: CsvAnswer },
    }),
    async (request, reply) => {
      const at = now();
      return sendCsv(request, reply, {
        name: 'promotions',
        now: at,
        columns: PROMOTION_CSV_COLUMNS,
        batches: exportedPromotions(db, request.query, todayInStockholm(at)),
      });
    },
  );

  app.get(
    '/vendors/export.csv',
    routeOptions({ admin: 'exportLists' }, ['vendors'], {
      summary: 'The filtered, searched and sorted vendor accounts as a CSV file',
      description,
      querystring: VendorExportQuerySchema,
      response: { 200: CsvAnswer },
    }),
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'vendors',
        now: now(),
        columns: VENDOR_CSV_COLUMNS,
        batches: exportedVendors(db, request.query, now()),
      }),
  );
};
