-- The sitemap (modules/seo) walks each category's shown adverts in id order: the index finds where each
-- child sitemap starts (a keyset walk that skips 16,666 entries at a time) and a child reads its adverts
-- 500 at a time from one id on. With expires_at (the rest of visibility) and updated_at (<lastmod>)
-- alongside, both are index-only scans; without it the walk sorted every shown advert on each request.
CREATE INDEX "adverts_visible_id_idx" ON "adverts" ("category", "id") INCLUDE ("expires_at", "updated_at") WHERE "state" = 'APPROVED' AND "deleted_at" IS NULL;
