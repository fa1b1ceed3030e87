ALTER TABLE "bookings" ALTER COLUMN "fee_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "fee";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "auto_assign_budget";