-- Issue 33: an advert page shows adverts of the same model first, then of the same brand, each nearest
-- in price (modules/adverts/repository.ts, listSimilar). Each is read from both sides of the advert's
-- price, ten at most per side, through an index of its model's or brand's shown adverts by price, so a
-- model or brand with few adverts costs what a popular one does instead of a walk of every phone. Model
-- and brand ids are each one category's, so the category needs no column.
CREATE INDEX "adverts_visible_model_price_idx" ON "adverts" ("model_id", "price", "id") WHERE "model_id" IS NOT NULL AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_visible_brand_price_idx" ON "adverts" ("brand_id", "price", "id") WHERE "brand_id" IS NOT NULL AND "state" = 'APPROVED' AND "deleted_at" IS NULL;
