CREATE TABLE "promotion_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"promotions" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(20, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partners_status_sort_created_idx" ON "partner_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "partners_status_sort_case_idx" ON "partner_applications" USING btree ("status","case_number","id");--> statement-breakpoint
CREATE INDEX "partners_status_sort_name_idx" ON "partner_applications" USING btree ("status","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "promotions_sort_status_idx" ON "promotions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promotions_status_sort_title_idx" ON "promotions" USING btree ("status","title","id");--> statement-breakpoint
CREATE INDEX "promotions_status_sort_start_idx" ON "promotions" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE INDEX "promotions_status_sort_end_idx" ON "promotions" USING btree ("status","end_date","id");--> statement-breakpoint
CREATE INDEX "queries_status_sort_created_idx" ON "support_queries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "queries_status_sort_case_idx" ON "support_queries" USING btree ("status","case_number","id");--> statement-breakpoint
CREATE INDEX "queries_status_sort_subject_idx" ON "support_queries" USING btree ("status","subject","id");
--> statement-breakpoint
-- The admin's promotion statistics (issue 20, decision 043) read these rows instead of aggregating
-- every promotion: statement triggers add what each INSERT, UPDATE or DELETE adds or takes away per
-- stored status (rows in a consistent order, so two writers never wait for each other in a cycle);
-- TRUNCATE empties them. The effective status (past its end date: expired) is applied when reading.
CREATE OR REPLACE FUNCTION levera_count_promotions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO promotion_status_counts AS c (status, promotions, views, orders, revenue)
      SELECT status, count(*), sum(views), sum(orders), sum(revenue) FROM new_rows GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET promotions = c.promotions + excluded.promotions,
      views = c.views + excluded.views, orders = c.orders + excluded.orders, revenue = c.revenue + excluded.revenue;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO promotion_status_counts AS c (status, promotions, views, orders, revenue)
      SELECT status, -count(*), -sum(views), -sum(orders), -sum(revenue) FROM old_rows GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET promotions = c.promotions + excluded.promotions,
      views = c.views + excluded.views, orders = c.orders + excluded.orders, revenue = c.revenue + excluded.revenue;
  ELSE
    INSERT INTO promotion_status_counts AS c (status, promotions, views, orders, revenue)
      SELECT status, sum(n), sum(v), sum(o), sum(r) FROM (
        SELECT status, 1 AS n, views AS v, orders AS o, revenue AS r FROM new_rows
        UNION ALL
        SELECT status, -1, -views, -orders, -revenue FROM old_rows
      ) AS change GROUP BY status HAVING sum(n) <> 0 OR sum(v) <> 0 OR sum(o) <> 0 OR sum(r) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET promotions = c.promotions + excluded.promotions,
      views = c.views + excluded.views, orders = c.orders + excluded.orders, revenue = c.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION levera_reset_promotion_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM promotion_status_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
LOCK TABLE promotions IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER promotions_counted_insert AFTER INSERT ON promotions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_promotions();
--> statement-breakpoint
CREATE TRIGGER promotions_counted_update AFTER UPDATE ON promotions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_promotions();
--> statement-breakpoint
CREATE TRIGGER promotions_counted_delete AFTER DELETE ON promotions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION levera_count_promotions();
--> statement-breakpoint
CREATE TRIGGER promotions_counted_truncate AFTER TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION levera_reset_promotion_counts();
--> statement-breakpoint
INSERT INTO promotion_status_counts (status, promotions, views, orders, revenue)
  SELECT status, count(*), sum(views), sum(orders), sum(revenue) FROM promotions GROUP BY status;
