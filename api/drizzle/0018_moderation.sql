CREATE TABLE "moderation_reviews" (
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"decision" text NOT NULL,
	"reviewer_account_id" text,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_reviews_target_kind_target_id_pk" PRIMARY KEY("target_kind","target_id"),
	CONSTRAINT "moderation_reviews_decision" CHECK (decision IN ('restored', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"reporter_account_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_kind" CHECK (target_kind IN ('discussion', 'reply', 'member', 'message')),
	CONSTRAINT "reports_reason" CHECK (reason IN ('spam', 'abuse', 'harassment', 'misinformation', 'other')),
	CONSTRAINT "reports_note_length" CHECK (note IS NULL OR char_length(note) <= 500)
);
--> statement-breakpoint
ALTER TABLE "moderation_reviews" ADD CONSTRAINT "moderation_reviews_reviewer_account_id_accounts_id_fk" FOREIGN KEY ("reviewer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once" ON "reports" USING btree ("target_kind","target_id","reporter_account_id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_kind","target_id","created_at");