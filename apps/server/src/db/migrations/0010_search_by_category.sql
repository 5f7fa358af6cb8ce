-- Issue 20: searches that use an index at every word. Each category's shown adverts get a trigram index
-- of their own over an expression naming the category, so ANALYZE keeps statistics of each category's
-- search text apart: a word rare among phones but common among accessories ("premium") is then known
-- to be rare where it is looked for, and found through the index instead of by walking every phone.
-- The lists' search (modules/adverts/repository.ts) writes the same expression.
DROP INDEX IF EXISTS "adverts_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "adverts_phone_search_idx" ON "adverts" USING gin ((CASE WHEN "category" = 'phone' THEN "search_text" END) gin_trgm_ops) WHERE "category" = 'phone' AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_tablet_search_idx" ON "adverts" USING gin ((CASE WHEN "category" = 'tablet' THEN "search_text" END) gin_trgm_ops) WHERE "category" = 'tablet' AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_sim_search_idx" ON "adverts" USING gin ((CASE WHEN "category" = 'sim' THEN "search_text" END) gin_trgm_ops) WHERE "category" = 'sim' AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_accessory_search_idx" ON "adverts" USING gin ((CASE WHEN "category" = 'accessory' THEN "search_text" END) gin_trgm_ops) WHERE "category" = 'accessory' AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
-- SIM number patterns ("7777", "050***77**") walk the shown SIM adverts newest first in this index alone,
-- number and expiry beside each entry, and read the table only for the page's rows; a number written
-- in full is found by adverts_sim_number_idx. The trigram index of numbers led the planner astray on
-- masks (a quarter of a second for 050***77** at a million adverts).
DROP INDEX IF EXISTS "adverts_sim_number_trgm_idx";--> statement-breakpoint
CREATE INDEX "adverts_visible_sim_number_idx" ON "adverts" ("published_at" DESC, "id" DESC) INCLUDE ("sim_number", "expires_at") WHERE "category" = 'sim' AND "state" = 'APPROVED' AND "deleted_at" IS NULL;
