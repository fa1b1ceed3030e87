CREATE TABLE "space_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"space_id" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_members_status" CHECK (status IN ('member', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"colour" text NOT NULL,
	"admin_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_type" CHECK (type IN ('Public', 'Private'))
);
--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "space_id" text;--> statement-breakpoint
ALTER TABLE "space_members" ADD CONSTRAINT "space_members_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_members" ADD CONSTRAINT "space_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_admin_account_id_accounts_id_fk" FOREIGN KEY ("admin_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "space_members_once" ON "space_members" USING btree ("space_id","account_id");--> statement-breakpoint
CREATE INDEX "space_members_status_idx" ON "space_members" USING btree ("space_id","status");--> statement-breakpoint
CREATE INDEX "space_members_account_idx" ON "space_members" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussions_space_idx" ON "discussions" USING btree ("space_id");--> statement-breakpoint
-- The sample spaces as real rows, active as long ago as the sample shows. Their admin is the first
-- expert account (test number 9000000001, 0008), who is also each one's first member: every other
-- member is a real account that joined. Family Law Support and Property Buyers Club are private.
INSERT INTO "spaces" ("id", "name", "type", "description", "colour", "admin_account_id", "created_at") VALUES
('sp-tenants', 'Tenant Rights Circle', 'Public', 'Rent agreements, deposits and disputes with landlords, answered by people who have been there.', 'brand', (SELECT "id" FROM "accounts" WHERE "mobile" = '9000000001'), now() - interval '2 hours'),
('sp-founders', 'Startup Founders India', 'Public', 'Incorporation, GST, ESOPs and fundraising paperwork for early-stage founders.', 'blue', (SELECT "id" FROM "accounts" WHERE "mobile" = '9000000001'), now() - interval '26 hours'),
('sp-family', 'Family Law Support', 'Private', 'A confidential space on divorce, custody and maintenance questions.', 'purple', (SELECT "id" FROM "accounts" WHERE "mobile" = '9000000001'), now() - interval '15 minutes'),
('sp-consumers', 'Consumer Complaints Help', 'Public', 'Refunds, defective products and filing on the consumer court portal.', 'orange', (SELECT "id" FROM "accounts" WHERE "mobile" = '9000000001'), now() - interval '72 hours'),
('sp-seniors', 'Senior Citizens Finance', 'Public', 'Pensions, wills, nominations and safe savings schemes for retirees.', 'green', (SELECT "id" FROM "accounts" WHERE "mobile" = '9000000001'), now() - interval '9 hours'),
('sp-property', 'Property Buyers Club', 'Private', 'Title checks, RERA complaints and home-loan paperwork for first-time buyers.', 'red', (SELECT "id" FROM "accounts" WHERE "mobile" = '9000000001'), now() - interval '170 hours');
--> statement-breakpoint
INSERT INTO "space_members" ("space_id", "account_id", "status", "created_at")
SELECT "spaces"."id", "spaces"."admin_account_id", 'member', "spaces"."created_at" FROM "spaces" WHERE "spaces"."admin_account_id" IS NOT NULL;
--> statement-breakpoint
-- One discussion inside the private Family Law Support space: only its members read it.
INSERT INTO "discussions" ("id", "seed_author", "title", "category", "body", "created_at", "space_id") VALUES
('ds-family1', 'Sunita Joshi', 'Maintenance while the divorce case is pending', 'Finance', 'The court fixed interim maintenance but payments stopped after two months. What can I file to have the order enforced?', now() - interval '15 minutes', 'sp-family');
