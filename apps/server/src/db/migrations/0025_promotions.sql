-- Issue 38, part 3 (docs/decisions/0038): paid placement. A seller's requests and an administrator's
-- grants and refusals are kept in promotions; what holds now is on the advert (vip_until,
-- premium_until: nullable, so adding them rewrites nothing), and the few promoted adverts of a category
-- are found through a partial index read beside every list's page.
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"advert_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_kind_values" CHECK ("promotions"."kind" IN ('VIP', 'PREMIUM', 'REPOST')),
	CONSTRAINT "promotions_status_values" CHECK ("promotions"."status" IN ('REQUESTED', 'GRANTED', 'REFUSED'))
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "vip_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_open_idx" ON "promotions" USING btree ("advert_id","kind") WHERE "promotions"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "promotions_queue_idx" ON "promotions" USING btree ("requested_at","id") WHERE "promotions"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "promotions_advert_idx" ON "promotions" USING btree ("advert_id","id");--> statement-breakpoint
CREATE INDEX "adverts_promoted_idx" ON "adverts" USING btree ("category","id") WHERE "adverts"."vip_until" IS NOT NULL OR "adverts"."premium_until" IS NOT NULL;