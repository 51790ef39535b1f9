ALTER TABLE "vendors" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pause_note" text;