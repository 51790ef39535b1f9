-- Offers are shown on the public site in both languages (issue 15): each has a Swedish and an
-- English title and description. The existing text was written in English; it stays as the English
-- text and is copied into the Swedish columns until an admin translates it, except for the two
-- demo offers, whose Swedish text is known.
ALTER TABLE "offers" RENAME COLUMN "title" TO "title_en";--> statement-breakpoint
ALTER TABLE "offers" RENAME COLUMN "description" TO "description_en";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_sv" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_sv" text;--> statement-breakpoint
UPDATE "offers" SET "title_sv" = "title_en", "description_sv" = "description_en";--> statement-breakpoint
UPDATE "offers" SET
  "title_sv" = 'Fri leverans din första vecka',
  "description_sv" = 'Ny på Levera? Alla dina beställningar levereras gratis under dina första sju dagar.'
  WHERE "title_en" = 'Free delivery your first week'
    AND "description_en" = 'New to Levera? Every order is delivered for free during your first seven days.';--> statement-breakpoint
UPDATE "offers" SET
  "title_sv" = '10 % rabatt på din helgbeställning',
  "description_sv" = 'Tio procent rabatt på en beställning varje helg, på mat, matvaror och apoteksvaror.'
  WHERE "title_en" = '10% off your weekend order'
    AND "description_en" = 'Ten percent off one order every weekend, on food, groceries and pharmacy goods.';--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "title_sv" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "description_sv" SET NOT NULL;
