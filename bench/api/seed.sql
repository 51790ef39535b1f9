-- Realistic volume for the load benchmark (issue 9): 1,000 vendors, :rows partner applications and
-- support queries (100,000 by default, BENCH_ROWS), :rows / 10 promotions. :password_hash is one
-- argon2id hash reused by every vendor; run.mjs puts both in.
insert into vendors (vendor_name, email, password_hash, status, created_at)
select 'Bench Vendor ' || n, 'bench-vendor-' || n || '@levera.test', :'password_hash',
       case when n % 10 = 0 then 'inactive' else 'active' end, now() - (n || ' minutes')::interval
from generate_series(1, 1000) as n;

insert into partner_applications (case_number, type, status, first_name, last_name, email, phone, city, vehicle,
  national_id, is_swedish, age_confirmed, store_name, business_type, org_number, org_name, terms_accepted_at, created_at)
select 'B-' || lpad(n::text, 7, '0'),
       case when n % 2 = 0 then 'rider' else 'vendor' end,
       (array['pending','approved','rejected','inactive'])[1 + n % 4],
       (array['Anna','Erik','Sara','Johan','Maria','Lars','Emma','Karl','Elin','Oskar'])[1 + n % 10],
       (array['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson','Olsson','Persson'])[1 + n % 8] || ' ' || n,
       'applicant-' || n || '@levera.test', '+4670' || lpad((n % 10000000)::text, 7, '0'),
       case when n % 2 = 0 then 'Katrineholm' end, case when n % 2 = 0 then 'Bicycle' end,
       case when n % 2 = 0 then lpad(n::text, 8, '0') || '-0000' end, n % 2 = 0, n % 2 = 0,
       case when n % 2 = 1 then 'Store ' || n end, case when n % 2 = 1 then 'restaurant' end,
       case when n % 2 = 1 then lpad(n::text, 6, '0') || '-0000' end,
       case when n % 2 = 1 then 'Company ' || n || ' AB' end,
       now(), now() - (n || ' seconds')::interval
from generate_series(1, :rows) as n;

insert into support_queries (case_number, type, vendor_id, first_name, last_name, email, phone, subject, category, message, status, is_read, created_at)
select 'BQ-' || lpad(n::text, 7, '0'),
       (array['customer','driver','store','vendor'])[1 + n % 4],
       case when n % 4 = 3 then (select id from vendors order by created_at limit 1) end,
       'Asker', 'Number ' || n, 'asker-' || n || '@levera.test', '+46701234567',
       case when n % 4 = 3 then 'Question about payouts ' || n else 'inquiries' end,
       case when n % 4 = 3 then 'payment' end,
       'This is support query number ' || n || ' with enough text to look like a real message.',
       (array['created','inProgress','resolved','closed'])[1 + n % 4], n % 3 = 0, now() - (n || ' seconds')::interval
from generate_series(1, :rows) as n;

insert into promotions (vendor_id, title, description, discount_type, discount_value, start_date, end_date, status, views, orders, revenue, created_at)
select v.id, 'Promotion ' || n, 'A bench promotion with a description long enough.', 'percentage', 10 + n % 40,
       current_date + 1, current_date + 30, (array['pending','active','inactive'])[1 + n % 3], n % 500, n % 50, (n % 50) * 99,
       now() - (n || ' seconds')::interval
from generate_series(1, :rows / 10) as n
join lateral (select id from vendors where email = 'bench-vendor-' || (1 + n % 1000) || '@levera.test') v on true;

insert into offers (title_sv, title_en, description_sv, description_en, discount_type, discount_value, start_date, end_date, active)
select 'Erbjudande ' || n, 'Offer ' || n, 'Plattformens erbjudande nummer ' || n || ' för alla.',
       'Platform offer number ' || n || ' for everyone.', 'percentage', 10, current_date - 1, current_date + 30, n <= 3
from generate_series(1, 20) as n;

analyze;
