DROP INDEX "adverts_pending_idx";--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_pkey";--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_key_user_id_pk" PRIMARY KEY("key","user_id");--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "adverts" SET "submitted_at" = "updated_at";--> statement-breakpoint
CREATE INDEX "moderation_events_advert_idx" ON "moderation_events" USING btree ("advert_id","at");--> statement-breakpoint
CREATE INDEX "adverts_pending_idx" ON "adverts" USING btree ("category","submitted_at","id") WHERE "adverts"."state" = 'PENDING' AND "adverts"."deleted_at" IS NULL;--> statement-breakpoint
-- An expired number may be posted again, which a partial index cannot say (it cannot read the clock):
-- uniqueness among active adverts is checked under a per-number lock (docs/decisions/0007).
DROP INDEX "adverts_active_sim_number_idx";--> statement-breakpoint
CREATE INDEX "adverts_sim_number_idx" ON "adverts" ("sim_number") WHERE "category" = 'sim' AND "deleted_at" IS NULL;
