CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"expert_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"fee" integer NOT NULL,
	"contact" jsonb NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"step" smallint NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"session_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"service_id" text NOT NULL,
	"offer_id" text,
	"provider_name" text NOT NULL,
	"estimated_delivery" text NOT NULL,
	"quote" jsonb NOT NULL,
	"expert" jsonb NOT NULL,
	"intake" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"state" text,
	"auto_assign_budget" double precision,
	"auto_assign_timeline" text,
	"payment" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_expert_slot_booked_key" ON "bookings" USING btree ("expert_id","slot_start") WHERE status = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_session_idempotency_key" ON "bookings" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_session_slot_idx" ON "bookings" USING btree ("session_id","slot_start");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_session_idempotency_key" ON "orders" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_session_created_idx" ON "orders" USING btree ("session_id","created_at");