CREATE TABLE "event_rsvps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_status" CHECK (status IN ('going', 'waiting'))
);
--> statement-breakpoint
CREATE TABLE "local_events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"repeat_days" integer,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"rating" real NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "local_events_capacity_positive" CHECK (capacity > 0),
	CONSTRAINT "local_events_repeat_positive" CHECK (repeat_days IS NULL OR repeat_days > 0)
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_local_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."local_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_rsvps_once" ON "event_rsvps" USING btree ("event_id","occurs_at","account_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_occurrence_idx" ON "event_rsvps" USING btree ("event_id","occurs_at","status","id");--> statement-breakpoint
CREATE INDEX "local_events_city_idx" ON "local_events" USING btree ("city");--> statement-breakpoint
-- The sample local events as real rows: weekly, from their first week in January 2026 (India time),
-- so there is always a next one. Places are real, with their coordinates; the Tax Filing Help Desk
-- sits one person with each of its three volunteers, so it fills and keeps a waitlist.
INSERT INTO "local_events" ("id", "title", "category", "location", "city", "latitude", "longitude", "starts_at", "repeat_days", "duration_minutes", "capacity", "rating", "icon") VALUES
('le-1', 'Legal Tech Meetup', 'Technology', 'Times Square, Andheri East', 'mumbai', 19.1197, 72.8682, '2026-01-03T10:00:00+05:30', 7, 120, 100, 4.8, 'laptop'),
('le-2', 'Beach Clean-up Drive', 'Environment', 'Versova Beach', 'mumbai', 19.1340, 72.8110, '2026-01-04T07:00:00+05:30', 7, 180, 200, 4.9, 'waves'),
('le-3', 'Tax Filing Help Desk', 'Finance', 'Bhavan''s College, Andheri West', 'mumbai', 19.1187, 72.8366, '2026-01-07T18:00:00+05:30', 7, 120, 3, 4.6, 'receipt'),
('le-4', 'Free Health Check-up Camp', 'Health', 'Cooper Hospital, Juhu', 'mumbai', 19.1067, 72.8373, '2026-01-03T09:00:00+05:30', 7, 240, 300, 4.7, 'stethoscope'),
('le-5', 'Cyber Safety Workshop', 'Technology', 'Lokmanya Seva Sangh, Vile Parle', 'mumbai', 19.0990, 72.8470, '2026-01-01T17:30:00+05:30', 7, 90, 60, 4.5, 'shield-check'),
('le-6', 'Organic Farmers Market', 'Environment', 'Thane West', 'mumbai', 19.1972, 72.9722, '2026-01-04T08:00:00+05:30', 7, 240, 500, 4.4, 'sprout'),
('le-7', 'Consumer Rights Awareness Camp', 'Finance', 'India Habitat Centre, Lodhi Road', 'delhi', 28.5894, 77.2250, '2026-01-03T11:00:00+05:30', 7, 120, 80, 4.6, 'receipt'),
('le-8', 'Yamuna Ghat Clean-up', 'Environment', 'Yamuna Ghat, ITO', 'delhi', 28.6280, 77.2500, '2026-01-04T07:30:00+05:30', 7, 150, 150, 4.5, 'waves'),
('le-9', 'Tenant Rights Clinic', 'Finance', 'Indiranagar', 'bengaluru', 12.9784, 77.6408, '2026-01-03T16:00:00+05:30', 7, 120, 50, 4.7, 'receipt'),
('le-10', 'Cubbon Park Health Walk', 'Health', 'Cubbon Park', 'bengaluru', 12.9763, 77.5929, '2026-01-04T06:30:00+05:30', 7, 90, 120, 4.8, 'stethoscope');
