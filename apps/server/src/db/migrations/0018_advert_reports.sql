-- Issue 37: reports of adverts. One per reporter and advert, open until a moderator decides (the
-- moderation actions REMOVE and DISMISS record it). An advert reports take out of the listings waits as
-- a PENDING one does, marked by adverts.held_at, its publication and expiry kept (docs/decisions/0033).
ALTER TYPE "public"."moderation_action" ADD VALUE 'REMOVE';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'DISMISS';--> statement-breakpoint
CREATE TABLE "advert_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"advert_id" integer NOT NULL,
	"reporter_key" text NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "advert_reports_reason_values" CHECK ("advert_reports"."reason" IN ('scam', 'sold', 'duplicate', 'wrong_details', 'offensive', 'other')),
	CONSTRAINT "advert_reports_note_length" CHECK (char_length("advert_reports"."note") <= 300)
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advert_reports" ADD CONSTRAINT "advert_reports_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_reports" ADD CONSTRAINT "advert_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_reports" ADD CONSTRAINT "advert_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advert_reports_reporter_idx" ON "advert_reports" USING btree ("advert_id","reporter_key");--> statement-breakpoint
CREATE INDEX "advert_reports_open_idx" ON "advert_reports" USING btree ("at","advert_id") WHERE "advert_reports"."decided_at" IS NULL;