ALTER TABLE "accounts" ADD COLUMN "role" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "expert_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expert_account_id" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expert_account_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expert_account_id_accounts_id_fk" FOREIGN KEY ("expert_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_completed_by_accounts_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_expert_account_id_accounts_id_fk" FOREIGN KEY ("expert_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_expert_account_created_idx" ON "bookings" USING btree ("expert_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_history_completed_key" ON "order_status_history" USING btree ("order_id","step") WHERE status = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_history_idempotency_key" ON "order_status_history" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_expert_account_created_idx" ON "orders" USING btree ("expert_account_id","created_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_expert_id_key" UNIQUE("expert_id");