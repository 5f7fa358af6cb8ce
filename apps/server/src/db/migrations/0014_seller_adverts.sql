-- Issue 35: a seller's page lists their shown adverts of every category, newest first, keyset-paged
-- (modules/sellers/repository.ts). adverts_user_idx (user_id, state) finds a seller's rows but not in
-- that order: a business with thousands of adverts would have them all read and sorted for each page.
-- This index walks one seller's approved, undeleted adverts in the page's order from the cursor on, so
-- a page costs its own rows at any size; with expires_at alongside (the rest of visibility), counting
-- a seller's live adverts and finding the next seller with one (the sellers' sitemap) are index-only.
CREATE INDEX "adverts_visible_user_idx" ON "adverts" ("user_id", "published_at" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "state" = 'APPROVED' AND "deleted_at" IS NULL;
