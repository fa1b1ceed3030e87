CREATE TABLE "message_changes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_changes" ADD CONSTRAINT "message_changes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_changes_conversation_idx" ON "message_changes" USING btree ("conversation_id","id");