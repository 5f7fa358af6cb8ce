-- Issue 37: the seller's number behind a reveal (docs/decisions/0032). Each advert says how its seller is
-- reached; each visitor's views and reveals count once a day, kept by day for the page's count and the
-- seller's chart. The counts live apart from adverts: an UPDATE of adverts tells every instance to forget
-- its first pages (migration 0007), which a view must not do.
CREATE TABLE "advert_daily_stats" (
	"advert_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_daily_stats_advert_id_day_pk" PRIMARY KEY("advert_id","day")
);
--> statement-breakpoint
CREATE TABLE "advert_visits" (
	"advert_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"viewed" boolean DEFAULT false NOT NULL,
	"revealed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "advert_visits_advert_id_day_visitor_pk" PRIMARY KEY("advert_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "contact_by" text DEFAULT 'calls' NOT NULL;--> statement-breakpoint
ALTER TABLE "advert_daily_stats" ADD CONSTRAINT "advert_daily_stats_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_visits" ADD CONSTRAINT "advert_visits_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_visits_day_idx" ON "advert_visits" USING btree ("day");--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_contact_by_values" CHECK ("adverts"."contact_by" IN ('calls', 'whatsapp', 'both'));