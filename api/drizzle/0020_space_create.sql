ALTER TABLE "spaces" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_client_id_key" ON "spaces" USING btree ("admin_account_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_name_key" ON "spaces" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "spaces_admin_idx" ON "spaces" USING btree ("admin_account_id","created_at");