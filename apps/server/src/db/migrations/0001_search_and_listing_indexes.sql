CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "adverts_visible_date_idx" ON "adverts" ("category", "published_at" DESC, "id" DESC) WHERE "state" = 'APPROVED' AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "adverts_visible_price_idx" ON "adverts" ("category", "price", "id") WHERE "state" = 'APPROVED' AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "adverts_visible_brand_idx" ON "adverts" ("category", "brand_id", "published_at" DESC, "id" DESC) WHERE "state" = 'APPROVED' AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "adverts_search_trgm_idx" ON "adverts" USING gin ("search_text" gin_trgm_ops) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "adverts_sim_number_trgm_idx" ON "adverts" USING gin ("sim_number" gin_trgm_ops) WHERE "category" = 'sim' AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "adverts_active_sim_number_idx" ON "adverts" ("sim_number") WHERE "category" = 'sim' AND "deleted_at" IS NULL AND "state" IN ('PENDING', 'APPROVED');
