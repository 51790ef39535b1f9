-- Promotions on real menu items (issue 19 §3, decision 042). A "specific items" promotion names its
-- items in promotion_items; the count shown everywhere is derived from those rows. A menu item that
-- is removed later stays named on the promotion (item_name) with menu_item_id set to null.
CREATE TABLE "promotion_items" (
	"promotion_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"menu_item_id" uuid,
	"item_name" text NOT NULL,
	CONSTRAINT "promotion_items_promotion_id_position_pk" PRIMARY KEY("promotion_id","position")
);
--> statement-breakpoint
-- Promotions stored before items could be chosen keep the number the vendor typed, as a legacy
-- count read only while they have no items (nothing can name the items behind a bare number);
-- the vendor's next edit chooses items and clears it. It never meant anything for the whole menu.
ALTER TABLE "promotions" RENAME COLUMN "item_count" TO "legacy_item_count";--> statement-breakpoint
UPDATE "promotions" SET "legacy_item_count" = NULL WHERE "applicable_to" <> 'specific' AND "legacy_item_count" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_items_item_uq" ON "promotion_items" USING btree ("promotion_id","menu_item_id");--> statement-breakpoint
CREATE INDEX "promotion_items_menu_item_idx" ON "promotion_items" USING btree ("menu_item_id");--> statement-breakpoint
-- A vendor's cached promotions list names its items (decision 006): writes announce themselves.
CREATE TRIGGER promotion_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion_items
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
