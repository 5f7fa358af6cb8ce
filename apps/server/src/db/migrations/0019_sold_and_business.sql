-- Issue 37: the seller's record. An advert its seller marked sold (it ended then: expires_at is set to
-- the same moment, so no listing index changes); a business account's name, address and opening hours.
ALTER TABLE "adverts" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_hours" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_name_length" CHECK (char_length("users"."business_name") <= 80);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_address_length" CHECK (char_length("users"."business_address") <= 200);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_hours_length" CHECK (char_length("users"."business_hours") <= 200);