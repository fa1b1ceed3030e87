CREATE TABLE "discussion_views" (
	"discussion_id" text NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discussion_views_discussion_id_viewer_day_pk" PRIMARY KEY("discussion_id","viewer","day")
);
--> statement-breakpoint
ALTER TABLE "discussion_views" ADD CONSTRAINT "discussion_views_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_views_day_idx" ON "discussion_views" USING btree ("day");