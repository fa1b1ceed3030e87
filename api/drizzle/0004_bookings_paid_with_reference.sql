-- Consultations paid with GST and a reference people can read (issue 24). Bookings made before
-- keep what they were charged (the fee, or nothing when unpaid) and get a reference drawn here.
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_paise" integer;--> statement-breakpoint
UPDATE "bookings" SET "reference" = 'BKG' || upper(substr(md5(random()::text || "id"), 1, 9)) WHERE "reference" IS NULL;--> statement-breakpoint
UPDATE "bookings" SET "total_paise" = COALESCE(("payment"->>'amountPaise')::integer, "fee_paise") WHERE "total_paise" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "total_paise" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");
