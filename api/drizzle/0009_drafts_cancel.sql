CREATE TABLE "draft_jobs" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"version" smallint NOT NULL,
	"source" text NOT NULL,
	"blob_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"idempotency_key" text,
	"request_hash" text,
	"delivered_at" timestamp with time zone,
	"delivered_by" text,
	"revision_comment" text,
	"revision_asked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "order_status_history_completed_key";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "round" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund" jsonb;--> statement-breakpoint
ALTER TABLE "draft_jobs" ADD CONSTRAINT "draft_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_delivered_by_accounts_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_jobs_run_after_idx" ON "draft_jobs" USING btree ("run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_order_version_key" ON "drafts" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_blob_key" ON "drafts" USING btree ("blob_key");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_order_idempotency_key" ON "drafts" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_history_completed_key" ON "order_status_history" USING btree ("order_id","round","step") WHERE status = 'completed';