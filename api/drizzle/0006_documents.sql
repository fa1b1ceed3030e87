-- Documents uploaded for an order's Documents Required (issue 25); their bytes are in the BlobStore.
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"requirement" text NOT NULL,
	"file_name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"blob_key" text NOT NULL,
	"uploaded_by" text DEFAULT 'client' NOT NULL,
	"uploader_session_id" text NOT NULL,
	"uploader_account_id" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploader_account_id_accounts_id_fk" FOREIGN KEY ("uploader_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_blob_key" ON "documents" USING btree ("blob_key");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_session_idempotency_key" ON "documents" USING btree ("uploader_session_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "documents_order_created_idx" ON "documents" USING btree ("order_id","created_at");