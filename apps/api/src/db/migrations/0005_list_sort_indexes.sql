CREATE INDEX "partners_sort_created_idx" ON "partner_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "partners_sort_case_idx" ON "partner_applications" USING btree ("case_number","id");--> statement-breakpoint
CREATE INDEX "partners_sort_name_idx" ON "partner_applications" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "partners_sort_status_idx" ON "partner_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promotions_sort_created_idx" ON "promotions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "promotions_sort_title_idx" ON "promotions" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "promotions_sort_start_idx" ON "promotions" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "promotions_sort_end_idx" ON "promotions" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "promotions_status_end_idx" ON "promotions" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "queries_sort_created_idx" ON "support_queries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "queries_sort_case_idx" ON "support_queries" USING btree ("case_number","id");--> statement-breakpoint
CREATE INDEX "queries_sort_subject_idx" ON "support_queries" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "queries_sort_status_idx" ON "support_queries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vendors_sort_name_idx" ON "vendors" USING btree ("vendor_name","id");--> statement-breakpoint
CREATE INDEX "vendors_sort_email_idx" ON "vendors" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "vendors_sort_status_idx" ON "vendors" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vendors_sort_created_idx" ON "vendors" USING btree ("created_at","id");