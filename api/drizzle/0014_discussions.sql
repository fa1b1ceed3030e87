CREATE TABLE "discussions" (
	"id" text PRIMARY KEY NOT NULL,
	"author_account_id" text,
	"seed_author" text,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"client_id" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "discussions_has_author" CHECK ((author_account_id IS NULL) <> (seed_author IS NULL))
);
--> statement-breakpoint
CREATE TABLE "replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"discussion_id" text NOT NULL,
	"author_account_id" text,
	"seed_author" text,
	"body" text NOT NULL,
	"client_id" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "replies_has_author" CHECK ((author_account_id IS NULL) <> (seed_author IS NULL))
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"discussion_id" text NOT NULL,
	"reply_id" bigint,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_reply_id_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discussions_client_id_key" ON "discussions" USING btree ("author_account_id","client_id");--> statement-breakpoint
CREATE INDEX "replies_discussion_idx" ON "replies" USING btree ("discussion_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "replies_client_id_key" ON "replies" USING btree ("discussion_id","author_account_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_discussion_key" ON "votes" USING btree ("discussion_id","account_id") WHERE reply_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_reply_key" ON "votes" USING btree ("reply_id","account_id") WHERE reply_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "votes_discussion_idx" ON "votes" USING btree ("discussion_id");--> statement-breakpoint
-- The sample discussions of shared/src/data/info/discussions.ts as real rows, with a few sample
-- replies, so /public looks as before on a fresh start. Times are relative to when this runs:
-- the counts and "last active" are computed from these rows like any other.
INSERT INTO "discussions" ("id", "seed_author", "title", "category", "body", "created_at") VALUES
('ds-1', 'Meera Iyer', 'Should AI-drafted contracts be legally valid?', 'Technology', 'More and more rental agreements and NDAs are drafted by AI tools. Under the Indian Contract Act what matters is consent and consideration, not who typed the words. Should a contract drafted by AI need a lawyer''s review before it is signed?', now() - interval '3 days'),
('ds-2', 'Rohan Desai', 'Mumbai coastal road and mangrove protection', 'Environment', 'The coastal road project cleared several hectares of mangroves, with compensatory planting promised elsewhere. Has anyone followed the High Court''s conditions? Are they being met?', now() - interval '4 days'),
('ds-3', 'Ananya Gupta', 'New tax regime vs old: which one did you pick?', 'Finance', 'With the higher standard deduction in the new regime, I switched this year. I had a home loan and 80C investments, so it was close. Which did you pick, and why?', now() - interval '2 days'),
('ds-4', 'Vikram Singh', 'Health insurance claim rejected: what next?', 'Health', 'My father''s claim was rejected for a "pre-existing condition" that was declared when the policy was bought. What are the steps: the insurer''s grievance cell, then the Insurance Ombudsman?', now() - interval '5 days'),
('ds-5', 'Farah Khan', 'One Nation One Election: what changes for voters', 'Politics', 'If Lok Sabha and state elections are held together, what actually changes on polling day for an ordinary voter? Fewer trips to the booth, two EVMs, something else?', now() - interval '2 days'),
('ds-6', 'Suresh Nair', 'UPI scams: how to report and recover money', 'Finance', 'Someone sent a "collect request" pretending to be a refund and my uncle approved it. What is the fastest way to report it: 1930, the bank, cybercrime.gov.in?', now() - interval '6 days'),
('ds-7', 'Priya Menon', 'Data privacy rights under the DPDP Act', 'Technology', 'The Digital Personal Data Protection Act gives us the right to ask what data a company holds and to have it erased. Has anyone actually used these rights yet?', now() - interval '9 days');
--> statement-breakpoint
INSERT INTO "replies" ("discussion_id", "seed_author", "body", "created_at") VALUES
('ds-1', 'Arjun Rao', 'A contract is valid if the parties agreed to it. The tool does not matter, but a review catches clauses nobody meant.', now() - interval '20 hours'),
('ds-1', 'Kavya Reddy', 'Stamp duty and registration still apply, whoever drafted it.', now() - interval '2 hours'),
('ds-1', 'Rahul Verma', 'I would still want a lawyer to read anything involving property.', now() - interval '40 minutes'),
('ds-1', 'Meera Iyer', 'Agreed. Review for anything over a certain value seems sensible.', now() - interval '5 minutes'),
('ds-2', 'Neha Joshi', 'The conditions are public on the court''s site; the monitoring reports are harder to find.', now() - interval '1 hour'),
('ds-3', 'Karan Mehta', 'New regime. Fewer deductions to track, and my employer''s NPS contribution still counts.', now() - interval '22 hours'),
('ds-3', 'Divya Pillai', 'Old regime for me: home loan interest and HRA made the difference.', now() - interval '6 hours'),
('ds-3', 'Sanjay Kumar', 'Run both in the income tax portal''s calculator before you decide.', now() - interval '1 hour'),
('ds-3', 'Ananya Gupta', 'Good tip, the calculator settled it for me too.', now() - interval '12 minutes'),
('ds-4', 'Lakshmi Rao', 'Write to the grievance officer first and keep the reply; the Ombudsman needs it, or 30 days without one.', now() - interval '3 hours'),
('ds-5', 'Imran Sheikh', 'Mostly fewer polling days; you may vote for both on the same day with two machines.', now() - interval '18 hours'),
('ds-5', 'Pooja Bhatt', 'It needs a constitutional amendment first, so nothing changes yet.', now() - interval '4 hours'),
('ds-5', 'Farah Khan', 'Thanks, that clears it up.', now() - interval '25 minutes'),
('ds-6', 'Amit Shah', 'Call 1930 within the golden hour; the bank can freeze the money if it is still in the receiving account.', now() - interval '26 hours'),
('ds-7', 'Rekha Das', 'Not yet: the rules on how to ask were only notified recently.', now() - interval '2 days');
