// The rows the list benches seed (bench/admin-lists, bench/pglite, bench/web): `rows` of a table in
// one INSERT … SELECT, the n-th row n minutes old, its statuses, names and subjects in fixed
// rotations, so that every sort, filter and search has many rows to find. `client` is anything with
// `query(text, params)`: a node-postgres client, or PGlite itself (`database.db.$client`).

/** Support queries, a quarter each created, in progress, resolved and closed. */
export const seedSupportQueries = (client, rows) =>
  client.query(
    `insert into support_queries (case_number, type, first_name, last_name, email, subject, message, status,
       created_at, updated_at)
     select 'CQ-2025-' || lpad(n::text, 7, '0'), (array['customer','driver','store','vendor'])[1 + n % 4],
            'Kund', 'Nummer ' || n, 'kund' || n || '@example.se',
            (array['Leverans','Betalning','Konto','Reklamation','Övrigt'])[1 + n % 5] || ' ' || n,
            'Hej! Jag har en fråga om min beställning nummer ' || n || '.',
            (array['created','inProgress','resolved','closed'])[1 + n % 4],
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, $1::int) as n`,
    [rows],
  );

/** Partner applications, two riders to a vendor; a fifth pending, two fifths approved. */
export const seedPartnerApplications = (client, rows) =>
  client.query(
    `insert into partner_applications (case_number, type, status, first_name, last_name, email, phone,
       phone_dialled, city, vehicle, national_id_masked, terms_accepted_at, language, created_at, updated_at)
     select 'R-2025-' || lpad(n::text, 7, '0'), case when n % 3 = 0 then 'vendor' else 'rider' end,
            (array['pending','approved','approved','rejected','inactive'])[1 + n % 5],
            (array['Anna','Erik','Sara','Johan','Maria','Lars','Emma','Karl'])[1 + n % 8],
            (array['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson'])[1 + (n * 7) % 6] || n,
            -- The number and the dialled form the API stores beside it (decision 077).
            'applicant' || n || '@example.se', '+46701234567', '070-123 45 67', 'Katrineholm', 'Bicycle',
            -- Masked, as every answer shows it; the list reads no sealed value or hash (decision 058).
            to_char(date '1950-01-01' + n % 20000, 'YYYYMMDD') || '-****',
            -- A rejected application is updated (rejected) now: the retention job erases one six months
            -- after its rejection (jobs/retention.ts), about 15 % of a million, which a running
            -- server would otherwise do during the bench.
            now(), 'sv', now() - n * interval '1 minute',
            case when n % 5 = 3 then now() else now() - n * interval '1 minute' end
     from generate_series(1, $1::int) as n`,
    [rows],
  );

/** Vendors of eight kinds of shop, three in five active. */
export const seedVendors = (client, rows) =>
  client.query(
    `insert into vendors (vendor_name, email, password_hash, status, created_at, updated_at)
     select (array['Pizzeria','Café','Livs','Apotek','Sushi','Bageri','Kiosk','Grill'])[1 + n % 8] || ' ' || n,
            'vendor' || n || '@example.se', 'not-a-hash',
            (array['active','active','active','inactive','suspended'])[1 + n % 5],
            now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, $1::int) as n`,
    [rows],
  );
