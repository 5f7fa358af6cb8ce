-- Issue 21: what a seller offers besides the item (contract SELLER_OPTIONS), one boolean column each. A
-- list filtered by options names each as a literal condition ("AND barter"), so even a generic plan
-- knows its share from the column's statistics. A constant default adds a column without rewriting the
-- table.
ALTER TABLE "adverts" ADD COLUMN "barter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each option's shown adverts in each listing order (docs/decisions/0017): a list filtered by an option
-- walks that option's index, whose every entry offers it, so an option few adverts of a category offer
-- (credit on SIM numbers: none) is answered at once instead of by walking every advert of the category.
-- With several options the planner walks the rarest one's index. Each holds a tenth to a quarter of the
-- shown adverts (about 50 MB together at a million).
CREATE INDEX "adverts_visible_barter_date_idx" ON "adverts" ("category", "published_at" DESC, "id" DESC) WHERE "barter" AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_visible_credit_date_idx" ON "adverts" ("category", "published_at" DESC, "id" DESC) WHERE "credit" AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_visible_delivery_date_idx" ON "adverts" ("category", "published_at" DESC, "id" DESC) WHERE "delivery" AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_visible_negotiable_date_idx" ON "adverts" ("category", "published_at" DESC, "id" DESC) WHERE "negotiable" AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_visible_barter_price_idx" ON "adverts" ("category", "price", "id") WHERE "barter" AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_visible_credit_price_idx" ON "adverts" ("category", "price", "id") WHERE "credit" AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_visible_delivery_price_idx" ON "adverts" ("category", "price", "id") WHERE "delivery" AND "state" = 'APPROVED' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "adverts_visible_negotiable_price_idx" ON "adverts" ("category", "price", "id") WHERE "negotiable" AND "state" = 'APPROVED' AND "deleted_at" IS NULL;
