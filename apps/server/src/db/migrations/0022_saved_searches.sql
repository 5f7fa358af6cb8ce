-- Issue 38: saved searches with alerts. A search is matched against each approved advert through its
-- keys (category with brand, provider or type, or any) and its price range and city, then by its whole
-- query (ADR 0036); what it finds is a SAVED_SEARCH notification, once per search and advert. A daily
-- SMS digest is sent at most once a day per person (sms_digests).
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" "advert_category" NOT NULL,
	"query" text NOT NULL,
	"lang" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"match_keys" text[] NOT NULL,
	"district_id" integer,
	"price_min" integer,
	"price_max" integer,
	"exact" boolean DEFAULT false NOT NULL,
	"words" text[],
	"number_patterns" text[]
);
--> statement-breakpoint
CREATE TABLE "sms_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_values";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_digests" ADD CONSTRAINT "sms_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","category","query");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING gin ("match_keys") WITH (fastupdate=false) WHERE NOT "saved_searches"."paused";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_search_advert_idx" ON "notifications" USING btree ("saved_search_id","advert_id");--> statement-breakpoint
CREATE INDEX "notifications_search_time_idx" ON "notifications" USING btree ("saved_search_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_values" CHECK ("notifications"."kind" IN ('PRICE_DROP', 'SAVED_SEARCH'));