-- The expert reviews documents (issue 25): a refused one is kept, marked and no longer counts; the expert asks for one.
CREATE TABLE "document_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"requirement" text NOT NULL,
	"note" text,
	"requested_by" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "refusal_note" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "review_key" text;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_requests_order_idempotency_key" ON "document_requests" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "document_requests_order_idx" ON "document_requests" USING btree ("order_id","created_at");