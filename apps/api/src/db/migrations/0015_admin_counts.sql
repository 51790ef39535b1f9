CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"bucket" text NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_table_name_bucket_pk" PRIMARY KEY("table_name","bucket")
);

--> statement-breakpoint
-- The admin's live counts (decision 053) read these rows instead of counting whole tables. Statement
-- triggers add what each INSERT, UPDATE or DELETE adds or takes away per bucket (the trigger's
-- argument: an expression of the row), in bucket order so two writers never wait for each other in
-- a cycle; a statement that moves no row between buckets (answering a query) touches no counter.
-- `rows = c.rows + excluded.rows` runs under the counter row's lock, so concurrent writers queue
-- and none is lost. TRUNCATE empties the table's counters.
CREATE OR REPLACE FUNCTION levera_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bucket text := TG_ARGV[0];
  change text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  change := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_rows', bucket)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_rows', bucket)
    ELSE format('SELECT %1$s, 1 FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', bucket)
  END;
  EXECUTE format(
    'INSERT INTO row_counts AS c (table_name, bucket, rows)
       SELECT %L, bucket, sum(n) FROM (%s) AS change (bucket, n)
       GROUP BY bucket HAVING sum(n) <> 0 ORDER BY bucket
     ON CONFLICT (table_name, bucket) DO UPDATE SET rows = c.rows + excluded.rows',
    TG_TABLE_NAME, change);
  RETURN NULL;
END
$$;
--> statement-breakpoint
LOCK TABLE support_queries, partner_applications IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER support_queries_counted_insert AFTER INSERT ON support_queries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_rows('is_read::text');
--> statement-breakpoint
CREATE TRIGGER support_queries_counted_update AFTER UPDATE ON support_queries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_rows('is_read::text');
--> statement-breakpoint
CREATE TRIGGER support_queries_counted_delete AFTER DELETE ON support_queries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_rows('is_read::text');
--> statement-breakpoint
CREATE TRIGGER support_queries_counted_truncate AFTER TRUNCATE ON support_queries
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_rows();
--> statement-breakpoint
CREATE TRIGGER partner_applications_counted_insert AFTER INSERT ON partner_applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_rows('status');
--> statement-breakpoint
CREATE TRIGGER partner_applications_counted_update AFTER UPDATE ON partner_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_rows('status');
--> statement-breakpoint
CREATE TRIGGER partner_applications_counted_delete AFTER DELETE ON partner_applications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_rows('status');
--> statement-breakpoint
CREATE TRIGGER partner_applications_counted_truncate AFTER TRUNCATE ON partner_applications
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_rows();
--> statement-breakpoint
INSERT INTO row_counts (table_name, bucket, rows)
  SELECT 'support_queries', is_read::text, count(*) FROM support_queries GROUP BY is_read;
--> statement-breakpoint
INSERT INTO row_counts (table_name, bucket, rows)
  SELECT 'partner_applications', status, count(*) FROM partner_applications GROUP BY status;
